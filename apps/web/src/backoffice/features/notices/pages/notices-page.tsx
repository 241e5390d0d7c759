import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { GraduationPicker } from '../../../components/graduation-picker';

/** 'Avisos': notices belong to a graduation; pick one and its notices tab opens. */
function NoticesPage() {
  const navigate = useNavigate();
  return (
    <Stack>
      <title>{`Avisos · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Avisos</Title>
      <Text>Os avisos são de uma formatura: para a turma toda ou para um formando. Escolha a formatura.</Text>
      <GraduationPicker
        label="Formatura"
        onPick={(id) => void navigate(paths.adminGraduation(id, 'avisos'))}
      />
    </Stack>
  );
}

export const Component = NoticesPage;
