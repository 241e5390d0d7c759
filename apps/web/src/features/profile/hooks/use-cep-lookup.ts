import { CEP_LENGTH, onlyDigits, type PostalAddress } from '@portal/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lookupCep } from '../api/cep';

export type CepStatus = 'idle' | 'loading' | 'not_found' | 'unavailable';

/**
 * The CEP lookup on leaving the field (spec B §5.4). It runs for a complete CEP that differs from the
 * last one looked up, so tabbing through a saved address never overwrites it; `knownCep` is that saved
 * CEP. A newer lookup cancels an older one; an unavailable lookup may be retried by leaving the field again.
 */
export function useCepLookup(knownCep: string | null, onFound: (address: PostalAddress) => void) {
  const [status, setStatus] = useState<CepStatus>('idle');
  const last = useRef(knownCep);
  const running = useRef<AbortController | null>(null);
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => () => running.current?.abort(), []);

  const lookup = useCallback(async (value: string) => {
    const cep = onlyDigits(value);
    if (cep.length !== CEP_LENGTH || cep === last.current) return;
    last.current = cep;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus('loading');
    try {
      const result = await lookupCep(cep, controller.signal);
      if (result.status === 'unavailable') last.current = null;
      setStatus(result.status === 'found' ? 'idle' : result.status);
      if (result.status === 'found') found.current(result.address);
    } catch {
      // Aborted by a newer lookup or by leaving the page: that one decides.
    }
  }, []);

  /** The CEP was edited: an old "not found" or "unavailable" no longer applies. */
  const clear = useCallback(() => setStatus((current) => (current === 'loading' ? current : 'idle')), []);

  return { status, lookup, clear };
}
