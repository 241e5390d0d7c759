import type { RegistrationLookup } from '@portal/domain';
import { formatDate, formatTime } from '../../../lib/format';

/** Institution, date (dd/MM/yyyy) and time of the graduation the link belongs to (spec B §2.6). */
export function GraduationFacts({ lookup }: { lookup: RegistrationLookup }) {
  return (
    <dl className="self-registration-facts">
      <div>
        <dt>Instituição</dt>
        <dd>{lookup.instituicoes.map((inst) => inst.InstNome).join(' · ')}</dd>
      </div>
      {lookup.fdata && (
        <div>
          <dt>Data</dt>
          <dd>{formatDate(lookup.fdata)}</dd>
        </div>
      )}
      {lookup.fhora && (
        <div>
          <dt>Horário</dt>
          <dd>{formatTime(lookup.fhora)}</dd>
        </div>
      )}
    </dl>
  );
}
