import { Loader, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { backofficeMessages } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { APP_NAME } from '../../../../lib/config';
import { QueryError } from '../../../components/query-error';
import { settingsQuery, useSaveSettings } from '../api/settings';
import { SettingsForm } from '../components/settings-form';

/**
 * 'Configurações' (decision 53): the values the specs leave to the producer, kept in the database instead of
 * build-time variables.
 */
function SettingsPage() {
  const settings = useQuery(settingsQuery());
  const save = useSaveSettings();
  return (
    <>
      <title>{`Configurações · Administração · ${APP_NAME}`}</title>
      <Title order={1} mb="xs">
        Configurações da produtora
      </Title>
      <Text mb="md">Valem para todas as formaturas.</Text>
      {settings.isError ? (
        <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <Loader aria-label="Carregando as configurações" />
      ) : (
        <SettingsForm
          initial={settings.data}
          saving={save.isPending}
          error={save.error}
          onSave={(values) =>
            save.mutate(values, {
              onSuccess: () => notifications.show({ color: 'green', message: backofficeMessages.saved }),
            })
          }
        />
      )}
    </>
  );
}

export const Component = SettingsPage;
