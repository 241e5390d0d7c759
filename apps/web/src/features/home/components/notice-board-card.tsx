import { homeMessages } from '@portal/domain';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useNotices } from '../api/notices';
import { MuralHelp } from './help/mural-help';
import { NoticeList } from './notice-list';

/**
 * Notice board (spec A §2, card 1): class-wide and personal notices. A failed call shows the empty texts,
 * as the original did: the board is informative, not worth an error.
 */
export function NoticeBoardCard({ owner }: { owner: number }) {
  const { data, isPending, isError } = useNotices(owner);
  const board = isError ? undefined : data;
  return (
    <Card title="Mural de avisos" help={<MuralHelp />}>
      {isPending ? (
        <Spinner label="Carregando avisos…" />
      ) : (
        <>
          <h3 className="notice-heading">Para sua turma</h3>
          <NoticeList notices={board?.todos} empty={homeMessages.noClassNotices} />
          <h3 className="notice-heading">Para você</h3>
          <NoticeList notices={board?.aluno} empty={homeMessages.noPersonalNotices} />
        </>
      )}
    </Card>
  );
}
