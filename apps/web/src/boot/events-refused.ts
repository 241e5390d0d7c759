/**
 * Whether the tab's stored registration (session storage, raw JSON) already says GET /perfil/fotos will be
 * refused (decision 133): a restricted student has no events, a guest no contract below a minimum share.
 * boot.ts shares no code with the app (decision 42); events-refused.test.ts holds it to the home's rule.
 */
export function eventsRefusedByStored(raw: string | null): boolean {
  try {
    const known = JSON.parse(raw || '{}');
    return Boolean(known.AlRestrito || (known.AlConvidado && known.AlFormDados?.FormMinimoPago > 0));
  } catch {
    return false;
  }
}
