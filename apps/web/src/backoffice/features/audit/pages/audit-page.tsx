import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { GraduationPicker } from '../../../components/graduation-picker';

/** 'Auditoria': read per graduation (its tab) or per student (their page), as the API keeps it. */
function AuditPage() {
  const navigate = useNavigate();
  return (
    <Stack>
      <title>{`Auditoria · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Auditoria</Title>
      <Text>
        Cada ação de um administrador fica registrada com quem, quando e o que mudou. Escolha a formatura; a
        auditoria de um formando fica na página dele.
      </Text>
      <GraduationPicker
        label="Formatura"
        onPick={(id) => void navigate(paths.adminGraduation(id, 'auditoria'))}
      />
    </Stack>
  );
}

export const Component = AuditPage;
