import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { backofficeMessages, type Graduation, graduationLabel } from '@portal/domain';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { useSetGraduationClosed, useUpdateGraduation } from '../../../api/graduations';
import { ArchiveActions } from '../../../components/archive-actions';
import { notifySuccess } from '../../../components/notify';
import { FaceSearchSection } from './face-search-section';
import { GraduationFormView } from './graduation-form';

/** 'Dados': the graduation's settings, and closing or reopening it (a closed one refuses edits, 409 LIMIT). */
export function DataTab({ graduation }: { graduation: Graduation }) {
  const update = useUpdateGraduation(graduation.id);
  const setClosed = useSetGraduationClosed(graduation.id);
  const [confirming, { open, close }] = useDisclosure();
  const closing = !graduation.closed;
  const navigate = useNavigate();
  return (
    <>
      {graduation.archived && (
        <Alert color="gray" mb="md" title="Formatura arquivada">
          Os formandos desta formatura não entram no portal. Desarquive-a para devolver o acesso.
        </Alert>
      )}
      {graduation.closed && (
        <Alert color="gray" mb="md" title="Formatura encerrada">
          {backofficeMessages.graduationClosed}
        </Alert>
      )}
      <GraduationFormView
        initial={graduation}
        readOnly={graduation.closed}
        submitLabel="Salvar alterações"
        saving={update.isPending}
        error={update.error}
        onSave={(form) =>
          update.mutate(form, {
            onSuccess: () => notifySuccess(backofficeMessages.saved),
          })
        }
      />
      <FaceSearchSection graduationId={graduation.id} />
      <Group mt="xl">
        <Button variant={closing ? 'outline' : 'filled'} color={closing ? 'red.9' : 'brand'} onClick={open}>
          {closing ? 'Encerrar formatura' : 'Reabrir formatura'}
        </Button>
        <ArchiveActions
          size="sm"
          path={`/admin/formaturas/${graduation.id}`}
          name={`a formatura ${graduationLabel(graduation)}`}
          archived={graduation.archived}
          archiveHint="Os formandos desta formatura deixam de entrar no portal (as sessões abertas terminam agora), e ela é encerrada."
          onDeleted={() => void navigate(paths.adminGraduations)}
        />
      </Group>
      <Modal
        opened={confirming}
        onClose={close}
        title={closing ? 'Encerrar formatura?' : 'Reabrir formatura?'}
      >
        <Text mb="md">
          {closing
            ? 'Encerrada, a formatura não aceita mudanças nos dados até ser reaberta.'
            : 'Reaberta, os dados da formatura voltam a poder ser alterados.'}
        </Text>
        {setClosed.isError && (
          <Alert color="red" role="alert" mb="md">
            {errorText(setClosed.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            color={closing ? 'red.9' : 'brand'}
            loading={setClosed.isPending}
            onClick={() =>
              setClosed.mutate(closing, {
                onSuccess: () => {
                  close();
                  notifySuccess(closing ? 'Formatura encerrada.' : 'Formatura reaberta.');
                },
              })
            }
          >
            {closing ? 'Encerrar' : 'Reabrir'}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
