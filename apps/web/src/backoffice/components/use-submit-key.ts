import { useRef } from 'react';

const newKey = () => crypto.randomUUID();

/**
 * A create form's submit key (decision 117): made when the form's screen opens and renewed after each
 * success. Every send of one submit (Enter in a field, then a click; a retry after a lost answer) carries
 * the same key, so the API creates one record and answers the repeats with it. A send while one is under
 * way shares its answer instead of asking again.
 */
export function useSubmitKey() {
  const key = useRef<string>(null);
  const pending = useRef<Promise<unknown>>(null);
  key.current ??= newKey();
  return {
    /** Sends with the current key; once the record exists, the next submit is a new one. */
    send<T>(call: (idempotencyKey: string) => Promise<T>): Promise<T> {
      if (pending.current) return pending.current as Promise<T>;
      const answer = call(key.current ?? newKey())
        .then((value) => {
          key.current = newKey();
          return value;
        })
        .finally(() => {
          pending.current = null;
        });
      pending.current = answer;
      return answer;
    },
  };
}
