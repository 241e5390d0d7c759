/**
 * Album pages a process keeps built (decision 84): ~15 kB each for 50 photos (the rows as the database
 * wrote them and the answer with its signed addresses), so at most ~8 MB.
 */
export const ALBUM_MEMO_SIZE = 500;

type Entry = { rows: string; signedKey: string | null; signedAs: string | null; body: string };

/** What a built page says about itself: its body, and one key with the address it was signed as. */
export type BuiltPage = { body: string; signedKey: string | null; signedAs: string | null };

/**
 * The JSON answer of an album page per (event, page, size), kept beside exactly what it was built from:
 * the page's rows as the database's text on this very call, and the signed address of one of its keys.
 * The statement runs on every call, so any change to the page's photos (a new photo, a refusal, a deletion,
 * a producer's change of a credit flag, a photo moving into or out of the page) gives another text and the
 * page is built again; when the signing window turns, that one key signs differently and it is built again.
 * Only the mapping, the signing and JSON.stringify are skipped. The least recently used leaves first.
 */
export function albumAnswerMemo(size = ALBUM_MEMO_SIZE) {
  const entries = new Map<string, Entry>();
  return {
    /**
     * The body of page `key` built from `rows`: the kept one when the rows are the same text and `sign`
     * still gives the kept address for the kept key, else `build(rows)`'s, which is then kept.
     */
    answer(key: string, rows: string, sign: (key: string) => string, build: (rows: string) => BuiltPage) {
      const kept = entries.get(key);
      if (
        kept !== undefined &&
        kept.rows === rows &&
        (kept.signedKey === null || sign(kept.signedKey) === kept.signedAs)
      ) {
        entries.delete(key);
        entries.set(key, kept);
        return kept.body;
      }
      const built = build(rows);
      entries.delete(key);
      entries.set(key, { rows, ...built });
      if (entries.size > size) entries.delete(entries.keys().next().value!);
      return built.body;
    },
    get size() {
      return entries.size;
    },
  };
}
