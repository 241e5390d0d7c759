import '@mantine/tiptap/styles.css';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Graduation, NoticeRow } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { ListFooter } from '../../../components/list-footer';
import { QueryError } from '../../../components/query-error';
import { noticesQuery, useDeleteNotice } from '../api/notices';
import { NoticeEditor } from './notice-editor';
import { NoticePreview } from './notice-preview';

const PAGE_SIZE = 10;

function DeleteNotice({ notice }: { notice: NoticeRow }) {
  const remove = useDeleteNotice();
  const [opened, { open, close }] = useDisclosure();
  return (
    <>
      <Button size="compact-sm" variant="subtle" color="red.9" onClick={open}>
        Excluir
      </Button>
      <Modal opened={opened} onClose={close} title="Excluir aviso?">
        <Text mb="md">O aviso some da página inicial dos formandos. Não há como desfazer.</Text>
        {remove.isError && (
          <Alert color="red" role="alert" mb="md">
            {errorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() => remove.mutate(notice.id, { onSuccess: close })}
          >
            Excluir
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** 'Avisos' of a graduation: the notices, newest first, and the editor (loaded with this tab). */
function NoticesTab({ graduation }: { graduation: Graduation }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NoticeRow | 'new' | null>(null);
  const query = useQuery(noticesQuery(graduation.id, page, PAGE_SIZE));
  if (editing !== null) {
    return (
      <NoticeEditor
        graduationId={graduation.id}
        notice={editing === 'new' ? null : editing}
        onDone={() => setEditing(null)}
      />
    );
  }
  const now = Date.now();
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing('new')}>Novo aviso</Button>
      </Group>
      {query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label="Carregando os avisos" />
      ) : query.data.items.length === 0 ? (
        <Text>Nenhum aviso ainda.</Text>
      ) : (
        <>
          {query.data.items.map((notice) => (
            <Card key={notice.id} withBorder>
              <Group justify="space-between" mb="xs">
                <Group gap="xs">
                  {notice.studentId ? (
                    <Badge color="violet.9">Para {notice.studentName}</Badge>
                  ) : (
                    <Badge>Turma toda</Badge>
                  )}
                  {Date.parse(notice.publishedAt) > now && (
                    <Badge color="yellow.4">Agendado para {formatDateTime(notice.publishedAt)}</Badge>
                  )}
                </Group>
                <Group gap={4}>
                  <Button size="compact-sm" variant="subtle" onClick={() => setEditing(notice)}>
                    Editar
                  </Button>
                  <DeleteNotice notice={notice} />
                </Group>
              </Group>
              <NoticePreview html={notice.html} at={notice.publishedAt} />
            </Card>
          ))}
          <ListFooter
            total={query.data.total}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            noun={['aviso', 'avisos']}
          />
        </>
      )}
    </Stack>
  );
}

export default NoticesTab;
