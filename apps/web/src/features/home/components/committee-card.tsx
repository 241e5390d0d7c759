import { type FormDados, globalMessages, type IsoDate, UploadType } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { toast } from '../../../components/toast';
import { errorText } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { getClassDashboardCsv, useClassDashboard } from '../api/class-dashboard';
import { getCommitteeReportCsv, type ReportKind, useCommitteeReport } from '../api/committee-report';
import { ClassDashboardView } from './class-dashboard';
import { CommitteeReportView } from './committee-report';
import { PrintButton } from './help/print-button';
import { CommitteeHelp } from './help/tributes-help';
import { UploadLink } from './upload-link';

/** The open report as a spreadsheet (GET /relatorios/…csv), saved under a plain name. */
function CsvButton({ open }: { open: Open }) {
  const save = async () => {
    try {
      if (open === 'painel') saveBlob(await getClassDashboardCsv(), 'painel-turma.csv');
      else saveBlob(await getCommitteeReportCsv(open), `relatorio-${open}.csv`);
    } catch (err) {
      toast({ kind: 'error', message: errorText(err) });
    }
  };
  return (
    <div className="help-actions">
      <Button variant="secondary" onClick={() => void save()}>
        Baixar planilha (CSV)
      </Button>
    </div>
  );
}

/** What the card opens: one of the two reports, or the class dashboard (decision 74). */
type Open = ReportKind | 'painel';

const REPORTS: ReadonlyArray<readonly [Open, string]> = [
  ['pagamentos', 'Relatório de pagamentos da turma'],
  ['arquivos', 'Relatório de arquivos enviados pela turma'],
  ['painel', 'Painel da turma'],
];

function DashboardBody({ owner }: { owner: number }) {
  const dashboard = useClassDashboard(owner, true);
  if (dashboard.isPending) return <Spinner label="Carregando o painel…" />;
  if (dashboard.isError) return <p role="alert">{errorText(dashboard.error)}</p>;
  return <ClassDashboardView data={dashboard.data} />;
}

/** Ferramentas da Comissão (spec A §2 card 10), for committee members only (spec A §6). */
export function CommitteeCard({ dados, today, owner }: { dados: FormDados; today: IsoDate; owner: number }) {
  const [open, setOpen] = useState<Open | null>(null);
  const report = useCommitteeReport(owner, open === 'painel' ? null : open);
  const title = REPORTS.find(([kind]) => kind === open)?.[1] ?? '';
  return (
    <Card title={globalMessages.committeeCard} help={<CommitteeHelp />}>
      <ul className="upload-links">
        <UploadLink
          tipo={UploadType.graduation}
          label="Carregar músicas da formatura"
          dados={dados}
          today={today}
        />
      </ul>
      <div className="actions">
        {REPORTS.map(([kind, label]) => (
          <button key={kind} type="button" className="btn btn-secondary" onClick={() => setOpen(kind)}>
            {label}
          </button>
        ))}
      </div>
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={title}
        footer={
          <>
            <PrintButton />
            {open && <CsvButton open={open} />}
          </>
        }
      >
        {open === 'painel' ? (
          <DashboardBody owner={owner} />
        ) : report.isPending ? (
          <Spinner label="Carregando o relatório…" />
        ) : report.isError ? (
          <p role="alert">{errorText(report.error)}</p>
        ) : (
          <CommitteeReportView report={report.data} />
        )}
      </Modal>
    </Card>
  );
}
