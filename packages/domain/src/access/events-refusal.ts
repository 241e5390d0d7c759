import type { Cadastro } from '../contract/profile';
import { eventsMediaGate } from '../finance/media-gate';

/**
 * The refusal GET /perfil/fotos is known to answer from the registration alone, else null (decisions 133,
 * 142): without a contract (AlConta null: a guest, a student not yet under contract) no share is paid, so
 * the minimum paid share (spec A §5) refuses unless the graduation sets none. A share below the minimum
 * needs the parcels, which the registration does not carry: that one is asked.
 */
export function eventsRefusalOf(cadastro: Pick<Cadastro, 'AlConta' | 'AlFormDados'>): string | null {
  if (cadastro.AlConta !== null) return null;
  return eventsMediaGate(0, null, cadastro.AlFormDados.FormMinimoPago).message;
}
