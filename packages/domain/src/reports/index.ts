// The committee's class reports and dashboard as plain values, without zod: the home's committee card
// shows them and must not load zod with the page (decision 42).

/**
 * A classmate's payment situation as a committee member may see it (LGPD, decision 55): a status, never
 * amounts, CPF or address.
 */
export const PAYMENT_SITUATIONS = ['Quitado', 'Em dia', 'Em atraso', 'Sem contrato'] as const;
export type PaymentSituation = (typeof PAYMENT_SITUATIONS)[number];

/**
 * Below this many classmates with a contract, the class's sums are not shown to the committee: with fewer,
 * a sum minus what one knows of the others gives a classmate's amount (decision 74).
 */
export const MIN_CONTRACTS_FOR_CLASS_SUMS = 5;
export const CLASS_SUMS_HIDDEN = `Os valores da turma aparecem quando ao menos ${MIN_CONTRACTS_FOR_CLASS_SUMS} formandos tiverem contrato.`;

/** The upload screens a classmate is expected to fill (the class music is the committee's own screen). */
export const DASHBOARD_UPLOAD_SCREENS = ['individual', 'complementar', 'certificado'] as const;
export type DashboardUploadScreen = (typeof DASHBOARD_UPLOAD_SCREENS)[number];

/** The screens' names in the dashboard and its CSV, as the deadline calendar names them. */
export const DASHBOARD_SCREEN_NAMES: Readonly<Record<DashboardUploadScreen, string>> = {
  individual: 'Arquivos individuais',
  complementar: 'Fotos complementares',
  certificado: 'Certificado',
};
