import { PAGE_SIZE_MAX, pageCount } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { studentsQuery } from '../../../api/students';

/**
 * The ids of every student a search finds, page by page at the longest page the API serves: the class list
 * has no call for ids alone, and a class of 5,000 takes 50 calls (the invitation's own limit is 5,000).
 */
export function useSelectAll(graduationId: number) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function fetchIds(q: string, total: number): Promise<number[] | null> {
    setLoading(true);
    setError(null);
    try {
      const ids: number[] = [];
      for (let page = 1; page <= pageCount(total, PAGE_SIZE_MAX); page += 1) {
        const answer = await queryClient.fetchQuery(
          studentsQuery(graduationId, { q, sort: 'name', dir: 'asc', page, pageSize: PAGE_SIZE_MAX }),
        );
        ids.push(...answer.items.map((s) => s.id));
        if (answer.items.length < PAGE_SIZE_MAX) break;
      }
      return ids;
    } catch (cause) {
      setError(cause);
      return null;
    } finally {
      setLoading(false);
    }
  }
  return { fetchIds, loading, error };
}
