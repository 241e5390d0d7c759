/**
 * Students whose last order list a process keeps: ~1 kB per order in the answer (23 kB for 20 orders); most
 * students have a handful.
 */
export const ORDERS_LIST_MEMO_SIZE = 500;

/**
 * The serialized order list of each recent student (UTF-8 bytes, so no call encodes it again), kept beside the digest of the rows it was built from
 * (decision 86). The list's statement runs on every call and returns that digest, an md5 of every column the
 * list reads (stages and who set them, payment, tracking code, values, lines, the newest charge), and the
 * answer is a function of those rows alone; so the mapping and the serialization are skipped only when the
 * database holds exactly what the kept answer was built from. Least recently used entries leave first.
 */
export function ordersListMemo<Body = Buffer>(size = ORDERS_LIST_MEMO_SIZE) {
  const entries = new Map<number, { digest: string; body: Body }>();
  return {
    answer(studentId: number, digest: string, build: () => Body): Body {
      const hit = entries.get(studentId);
      entries.delete(studentId);
      const entry = hit?.digest === digest ? hit : { digest, body: build() };
      entries.set(studentId, entry);
      if (entries.size > size) entries.delete(entries.keys().next().value as number);
      return entry.body;
    },
    get size() {
      return entries.size;
    },
  };
}
