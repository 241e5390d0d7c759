import { describe, expect, it } from 'vitest';
import { albumAnswerMemo, type BuiltPage } from './album-answer-memo';
import { mediaUrls } from './media-urls';

const SECRET = 'test-secret-test-secret-test-secret-1234';
const ROWS = '[[1, "fotos/9/t/1.jpg", "fotos/9/p/1.jpg", false, 300, 200]]';

/** A builder that counts its calls and signs the first thumbnail as the album service does. */
function builder(sign: (key: string) => string) {
  let built = 0;
  const build = (rows: string): BuiltPage => {
    built++;
    const list = JSON.parse(rows) as [number, string][];
    return {
      body: `${rows} #${built}`,
      signedKey: list[0]?.[1] ?? null,
      signedAs: list[0] ? sign(list[0][1]) : null,
    };
  };
  return { build, count: () => built };
}

describe('decision 84: album pages kept built on what they are built from', () => {
  it('the same rows in the same signing window answer the kept body without building it again', () => {
    const urls = mediaUrls(SECRET, () => Date.UTC(2026, 10, 22, 12));
    const sign = (key: string) => urls.url(key);
    const memo = albumAnswerMemo();
    const { build, count } = builder(sign);
    const body = memo.answer('9/1/50', ROWS, sign, build);
    expect(memo.answer('9/1/50', ROWS, sign, build)).toBe(body);
    expect(count()).toBe(1);
    // Another page or size of the same event is its own entry.
    memo.answer('9/1/20', ROWS, sign, build);
    expect(count()).toBe(2);
  });

  it('rows that differ in anything (a flag, a key, a photo) build it again', () => {
    const urls = mediaUrls(SECRET, () => Date.UTC(2026, 10, 22, 12));
    const sign = (key: string) => urls.url(key);
    const memo = albumAnswerMemo();
    const { build, count } = builder(sign);
    memo.answer('9/1/50', ROWS, sign, build);
    memo.answer('9/1/50', ROWS.replace('false', 'true'), sign, build);
    memo.answer('9/1/50', ROWS.replace('t/1.jpg', 't/1b.jpg'), sign, build);
    memo.answer('9/1/50', '[]', sign, build);
    expect(count()).toBe(4);
    // An empty page holds no address, so it never goes stale with the window.
    memo.answer('9/1/50', '[]', sign, build);
    expect(count()).toBe(4);
  });

  it('when the signing window turns, the page is signed again: its addresses are what a fresh signer gives', () => {
    let clock = Date.UTC(2026, 10, 22, 12);
    const urls = mediaUrls(SECRET, () => clock);
    const sign = (key: string) => urls.url(key);
    const memo = albumAnswerMemo();
    const { build, count } = builder(sign);
    memo.answer('9/1/50', ROWS, sign, build);
    clock += 11 * 3600 * 1000; // still the same day: the same addresses
    memo.answer('9/1/50', ROWS, sign, build);
    expect(count()).toBe(1);
    clock += 24 * 3600 * 1000;
    memo.answer('9/1/50', ROWS, sign, build);
    expect(count()).toBe(2);
  });

  it('keeps at most its size, the least recently used leaving first', () => {
    const sign = (key: string) => key;
    const memo = albumAnswerMemo(2);
    const { build, count } = builder(sign);
    memo.answer('a', ROWS, sign, build);
    memo.answer('b', ROWS, sign, build);
    memo.answer('a', ROWS, sign, build); // a used again
    memo.answer('c', ROWS, sign, build); // b leaves
    expect(memo.size).toBe(2);
    expect(count()).toBe(3);
    memo.answer('a', ROWS, sign, build);
    expect(count()).toBe(3);
    memo.answer('b', ROWS, sign, build);
    expect(count()).toBe(4);
  });
});
