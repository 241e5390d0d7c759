// The committee's class reports and dashboard as plain values, without zod: the home's committee card
// shows them and must not load zod with the page (decision 42).

export * from './class-figures';
export * from './class-tallies';
export * from './missing-pages';
export * from './situations';

/**
 * The committee's class reports, in the order the committee card offers them; the first is what
 * `GET /relatorios/comissao` answers when called without `tipo`, as spec A §7 calls it (decision 98).
 */
export const COMMITTEE_REPORTS = ['pagamentos', 'arquivos'] as const;
export type CommitteeReportKind = (typeof COMMITTEE_REPORTS)[number];

/**
 * Why the committee's dashboard shows no reais (decision 98, LGPD art. 6 III): a class sum taken before and
 * after one classmate's payment gives that payment, whatever the class's size.
 */
export const CLASS_SUMS_HIDDEN =
  'Os valores em reais ficam só com a produtora: o painel mostra quantos formandos estão em cada situação, nunca quanto um colega contratou ou pagou.';

/** The upload screens a classmate is expected to fill (the class music is the committee's own screen). */
export const DASHBOARD_UPLOAD_SCREENS = ['individual', 'complementar', 'certificado'] as const;
export type DashboardUploadScreen = (typeof DASHBOARD_UPLOAD_SCREENS)[number];

/** The screens' names in the dashboard and its CSV, as the deadline calendar names them. */
export const DASHBOARD_SCREEN_NAMES: Readonly<Record<DashboardUploadScreen, string>> = {
  individual: 'Arquivos individuais',
  complementar: 'Fotos complementares',
  certificado: 'Certificado',
};
