import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { APP_NAME } from '../../../../lib/config';
import { GraduationPicker } from '../../../components/graduation-picker';

/** 'Eventos': events belong to a graduation; pick one and its events tab opens. */
function EventsPickerPage() {
  const navigate = useNavigate();
  return (
    <Stack>
      <title>{`Eventos · Administração · ${APP_NAME}`}</title>
      <Title order={1}>Eventos</Title>
      <Text>Eventos e fotos são de uma formatura. Escolha a formatura.</Text>
      <GraduationPicker
        label="Formatura"
        onPick={(id) => void navigate(paths.adminGraduation(id, 'eventos'))}
      />
    </Stack>
  );
}

export const Component = EventsPickerPage;
