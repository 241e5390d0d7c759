import { answerMemo } from '../../lib/answer-memo';

/**
 * Album pages a process keeps built (decision 84): ~15 kB each for 50 photos (the rows as the database
 * wrote them and the answer with its signed addresses), so at most ~8 MB.
 */
export const ALBUM_MEMO_SIZE = 500;
/** A guard on the bytes of answers kept that the pages above never reach (500 × 15 kB × 2 bytes a character). */
export const ALBUM_MEMO_BYTES = 32 * 1024 * 1024;

/** What a built page says about itself: its body, and one key with the address it was signed as. */
export type BuiltPage = { body: string; signedKey: string | null; signedAs: string | null };

/** The page's rows, and (once built) one key with the address it was signed as, checked with `sign`. */
type Digest = {
  rows: string;
  sign: (key: string) => string;
  signedKey: string | null;
  signedAs: string | null;
};

const same = (kept: Digest, now: Digest) =>
  kept.rows === now.rows && (kept.signedKey === null || now.sign(kept.signedKey) === kept.signedAs);

/**
 * The JSON answer of an album page per (event, page, size), kept beside exactly what it was built from
 * (decision 84, bench 41): the page's rows as the database's text on this very call, and the signed
 * address of one of its keys. The statement runs on every call, so any change to the page's photos (a new
 * photo, a refusal, a deletion, a producer's change of a credit flag, a photo moving into or out of the
 * page) gives another text and the page is built again; when the signing window turns, that one key signs
 * differently and it is built again. Only the mapping, the signing and JSON.stringify are skipped. The
 * least recently used leaves first.
 */
export function albumAnswerMemo(size = ALBUM_MEMO_SIZE, bytes = ALBUM_MEMO_BYTES) {
  const memo = answerMemo<string, Digest, string>({
    count: size,
    bytes,
    same,
    digestWeight: (d) => d.rows.length * 2,
  });
  return {
    /**
     * The body of page `key` built from `rows`: the kept one when the rows are the same text and `sign`
     * still gives the kept address for the kept key, else `build(rows)`'s, which is then kept.
     */
    answer(key: string, rows: string, sign: (key: string) => string, build: (rows: string) => BuiltPage) {
      const digest: Digest = { rows, sign, signedKey: null, signedAs: null };
      return memo.answer(key, digest, () => {
        // The signed key is known only once the page is built: it is recorded on the digest kept with it.
        const built = build(rows);
        digest.signedKey = built.signedKey;
        digest.signedAs = built.signedAs;
        return built.body;
      });
    },
    get size() {
      return memo.size;
    },
  };
}
