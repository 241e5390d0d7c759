import type { ClassDashboard, CommitteeReport } from '@portal/domain';
import { cleanup, render, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { stackedLabels } from '../../../test/stacked-labels';
import { ClassDashboardView } from './class-dashboard';
import { CommitteeReportView } from './committee-report';
import { FinanceHelp } from './help/finance-help';

const payments: CommitteeReport = {
  tipo: 'pagamentos',
  formatura: 'Direito 2027',
  geradoEm: '2026-11-22T12:00:00Z',
  alunos: [{ AlNome: 'Bruno Silva', curso: 'Direito', situacao: 'Em atraso' }],
  totais: { Quitado: 0, 'Em dia': 0, 'Em atraso': 1, 'Sem contrato': 0 },
};
const files: CommitteeReport = {
  tipo: 'arquivos',
  formatura: 'Direito 2027',
  geradoEm: '2026-11-22T12:00:00Z',
  alunos: [
    { AlNome: 'Bruno Silva', curso: 'Direito', formatura: 1, individual: 2, complementar: 0, certificado: 1 },
  ],
};
const dashboard: ClassDashboard = {
  formatura: 'Direito 2027',
  geradoEm: '2026-11-22T12:00:00Z',
  alunos: 2,
  pagamentos: { Quitado: 1, 'Em dia': 1, 'Em atraso': 0, 'Sem contrato': 0 },
  percentuais: { Quitado: 50, 'Em dia': 50, 'Em atraso': 0, 'Sem contrato': 0 },
  musicasDaFormatura: 0,
  pendencias: [],
};

const MODAL_TABLES: [string, ReactElement, number][] = [
  ["the committee's payment report", <CommitteeReportView key="p" report={payments} />, 2],
  ["the committee's files report", <CommitteeReportView key="f" report={files} />, 5],
  ['the class dashboard', <ClassDashboardView key="d" data={dashboard} />, 4 * 2],
  ["the finance card's help (contract fees)", <FinanceHelp key="h" />, 9 * 2],
];

describe("WCAG 1.4.10: the home's modal tables stack on a narrow screen", () => {
  afterEach(cleanup);

  it.each(MODAL_TABLES)('decision 142: %s stacks, each cell naming its column', (_, element, cells) => {
    const table = within(render(element).container).getByRole('table') as HTMLTableElement;
    expect(table.classList.contains('stacked-table')).toBe(true);
    const pairs = stackedLabels(table);
    expect(pairs).toHaveLength(cells);
    for (const [header, label] of pairs) expect(label).toBe(header);
  });
});
