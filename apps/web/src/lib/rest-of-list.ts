import { useState } from 'react';
import { errorText } from './api-client';

/**
 * A list whose first items came with its screen and whose rest comes a page at a time on request (decision
 * 151's missing classmates, on the committee's dialog and in the back-office): what is shown, how many are
 * left, and `loadMore`, which asks `after(shown)` for the next page. A failure keeps what is shown and says why.
 */
export function useRestOfList<T>(
  first: readonly T[],
  total: number,
  after: (shown: number) => Promise<readonly T[]>,
) {
  const [more, setMore] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const shown = [...first, ...more];
  const loadMore = async () => {
    setLoading(true);
    setError(null);
    try {
      const page = await after(shown.length);
      setMore((m) => [...m, ...page]);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setLoading(false);
    }
  };
  return { shown, left: total - shown.length, loading, error, loadMore };
}

/** The button that brings the next `page` names of the `left` still hidden. */
export const moreNamesLabel = (left: number, page: number) =>
  left > page ? `Ver mais ${page} nomes` : `Ver os ${left} nomes restantes`;
