import { Alert, Button, CopyButton, Group, Modal, Text, TextInput } from '@mantine/core';
import type { StudentRow } from '@portal/domain';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { ArchiveActions } from '../../../components/archive-actions';
import { useAccessLinkFor, useActAs } from '../api/acting';

/**
 * A class-list row's actions: act as the student, get their access link, edit the registration, archive
 * or delete it (decision 124).
 */
export function StudentRowActions({ student }: { student: StudentRow }) {
  const act = useActAs();
  const access = useAccessLinkFor();
  const name = student.AlNome;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        loading={act.isPending}
        onClick={() => act.mutate(student.id)}
        aria-label={`Agir como ${name}`}
      >
        Agir como
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        loading={access.isPending}
        disabled={!student.hasUser}
        title={student.hasUser ? undefined : 'Sem usuário do portal: não há com o que entrar.'}
        onClick={() => access.mutate(student.id)}
        aria-label={`Link de acesso de ${name}`}
      >
        Link de acesso
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        component={Link}
        to={paths.adminStudent(student.id)}
        aria-label={`Editar ${name}`}
      >
        Editar
      </Button>
      <ArchiveActions
        path={`/admin/alunos/${student.id}`}
        name={`o formando ${name}`}
        archived={student.archived}
        archiveHint="O formando deixa de entrar no portal na hora (as sessões abertas terminam)."
      />
      {act.isError && (
        <Text size="xs" c="red.9" role="alert">
          {errorText(act.error)}
        </Text>
      )}
      <Modal
        opened={access.isSuccess || access.isError}
        onClose={() => access.reset()}
        title={`Link de acesso de ${name}`}
      >
        {access.isError ? (
          <Alert color="red" role="alert">
            {errorText(access.error)}
          </Alert>
        ) : (
          <>
            <Text size="sm" mb="sm">
              Vale uma vez e por pouco tempo: quem abrir entra no portal como {name}.
            </Text>
            <Group align="end" wrap="nowrap">
              <TextInput label="Link" value={access.data?.link ?? ''} readOnly style={{ flex: 1 }} />
              <CopyButton value={access.data?.link ?? ''}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'default'} onClick={copy}>
                    {copied ? 'Copiado!' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        )}
      </Modal>
    </Group>
  );
}
