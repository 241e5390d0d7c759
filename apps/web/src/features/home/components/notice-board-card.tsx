import { homeMessages } from '@portal/domain';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useNotices, useOlderNotices } from '../api/notices';
import { MuralHelp } from './help/mural-help';
import { NoticeList } from './notice-list';

/**
 * Notice board (spec A §2, card 1): class-wide and personal notices. A failed call shows the empty texts,
 * as the original did: the board is informative, not worth an error.
 */
export function NoticeBoardCard({ owner }: { owner: number }) {
  const { data, isPending, isError } = useNotices(owner);
  const older = useOlderNotices(owner);
  const board = isError ? undefined : data;
  const olderPages = older.data?.pages ?? [];
  const todos = [...(board?.todos ?? []), ...olderPages.flatMap((p) => p.todos)];
  const aluno = [...(board?.aluno ?? []), ...olderPages.flatMap((p) => p.aluno)];
  // More remain while either list holds fewer than its total (every notice can be reached).
  const more = (board?.totalTodos ?? 0) > todos.length || (board?.totalAluno ?? 0) > aluno.length;
  const showMore = () => void (olderPages.length === 0 ? older.refetch() : older.fetchNextPage());
  return (
    <Card title="Mural de avisos" help={<MuralHelp />}>
      {isPending ? (
        <Spinner label="Carregando avisos…" />
      ) : (
        <>
          <h3 className="notice-heading">Para sua turma</h3>
          <NoticeList notices={board ? todos : undefined} empty={homeMessages.noClassNotices} />
          <h3 className="notice-heading">Para você</h3>
          <NoticeList notices={board ? aluno : undefined} empty={homeMessages.noPersonalNotices} />
          {more && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={showMore}
              disabled={older.isFetching}
              aria-busy={older.isFetching}
            >
              {older.isFetching ? 'Carregando avisos…' : 'Ver avisos anteriores'}
            </button>
          )}
        </>
      )}
    </Card>
  );
}
