import { DASHBOARD_MISSING_MORE, type DashboardUploadScreen } from '@portal/domain';
import { Button } from '../../../components/button';
import { moreNamesLabel, useRestOfList } from '../../../lib/rest-of-list';
import { getClassDashboardMissing } from '../api/class-dashboard';

type Named = { AlNome: string; curso: string };

/**
 * Who has not sent a file to one screen (decision 151): the dashboard brings the first names; the rest come a
 * page at a time, so a large class's dashboard stays quick and every name can still be reached.
 */
export function MissingClassmates({
  tipo,
  name,
  first,
  total,
}: {
  tipo: DashboardUploadScreen;
  name: string;
  first: readonly Named[];
  total: number;
}) {
  const { shown, left, loading, error, loadMore } = useRestOfList(
    first,
    total,
    async (desde) => (await getClassDashboardMissing({ tipo, desde })).faltam,
  );
  return (
    <>
      <p>Ainda não enviaram:</p>
      <ul aria-label={`Ainda não enviaram: ${name}`}>
        {shown.map((a, i) => (
          // Names can repeat in a class: the position keeps the items apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed list without ids, in a fixed order.
          <li key={i}>{`${a.AlNome} (${a.curso})`}</li>
        ))}
      </ul>
      {left > 0 && (
        <>
          <p>{`Mostrando ${shown.length} de ${total}.`}</p>
          {/* Full width, a large target on a phone; left off paper with the dialog's other actions. */}
          <div className="help-actions">
            <Button variant="secondary" block loading={loading} onClick={() => void loadMore()}>
              {moreNamesLabel(left, DASHBOARD_MISSING_MORE)}
            </Button>
          </div>
          {error && <p role="alert">{error}</p>}
        </>
      )}
    </>
  );
}
