/** What an answer weighs in the memo: a Buffer its bytes, a string two bytes a character (UTF-16). */
const weight = (body: string | Buffer) => (typeof body === 'string' ? body.length * 2 : body.length);

export type AnswerMemoOptions<D> = {
  /** Most answers kept. */
  count: number;
  /** Most bytes of answers and their digests kept (the last one built is kept even when it alone is larger). */
  bytes: number;
  /** Whether a kept answer's digest still matches this call's; `===` unless given. */
  same?: (kept: D, now: D) => boolean;
  /** What a digest weighs beside its answer: a string's characters unless given (rows' text can be large). */
  digestWeight?: (digest: D) => number;
};

/**
 * Serialised answers kept per key beside the digest of what each was built from (decisions 64, 84, 86).
 * The caller reads its rows on every call and passes their digest; the kept body is answered only when the
 * digest matches, else `build()` runs and its body replaces the kept one. So an answer is never older than
 * the database: only the mapping and the serialisation are skipped. Least recently used entries leave
 * first, past `count` answers or `bytes` of them.
 */
export function answerMemo<K, D, B extends string | Buffer>({
  count,
  bytes,
  same = (kept, now) => kept === now,
  digestWeight = (digest) => (typeof digest === 'string' ? weight(digest) : 0),
}: AnswerMemoOptions<D>) {
  const entries = new Map<K, { digest: D; body: B }>();
  const weightOf = (entry: { digest: D; body: B }) => weight(entry.body) + digestWeight(entry.digest);
  let weighed = 0;
  const drop = (key: K) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weighed -= weightOf(entry);
  };
  /**
   * The answer kept for `key` when it was built at `digest` (it then moves to the newest end of the map's
   * order), else undefined: for a caller whose digest costs far less than the rows its answer is built from.
   */
  const kept = (key: K, digest: D): B | undefined => {
    const entry = entries.get(key);
    if (entry === undefined || !same(entry.digest, digest)) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.body;
  };
  return {
    answer(key: K, digest: D, build: () => B): B {
      const found = kept(key, digest);
      if (found !== undefined) return found;
      const body = build();
      drop(key);
      const entry = { digest, body };
      entries.set(key, entry);
      weighed += weightOf(entry);
      while (entries.size > count || (weighed > bytes && entries.size > 1)) {
        drop(entries.keys().next().value as K);
      }
      return body;
    },
    held: kept,
    /** The digest of the answer kept for `key`, if any: a statement can then skip sending what is held. */
    digestOf(key: K): D | undefined {
      return entries.get(key)?.digest;
    },
    /** Answers kept. */
    get size() {
      return entries.size;
    },
    /** Bytes of answers kept, with their digests. */
    get bytes() {
      return weighed;
    },
  };
}

export type AnswerMemo<K, D, B extends string | Buffer> = ReturnType<typeof answerMemo<K, D, B>>;
