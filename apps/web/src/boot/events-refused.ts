/**
 * Whether the tab's stored registration (session storage, raw JSON) already says GET /perfil/fotos will be
 * refused (decisions 133, 142): a restricted student has no events; without a contract (AlConta null) no
 * share is paid, so a minimum share refuses.
 * boot.ts shares no code with the app (decision 42); events-refused.test.ts holds it to the home's rule.
 */
export function eventsRefusedByStored(raw: string | null): boolean {
  try {
    const known = JSON.parse(raw || '{}');
    return Boolean(known.AlRestrito || (known.AlConta === null && known.AlFormDados?.FormMinimoPago > 0));
  } catch {
    return false;
  }
}
