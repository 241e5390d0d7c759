import { describe, expect, it } from 'vitest';
import { answerMemo } from './answer-memo';

/** A builder that numbers the bodies it builds. */
function builder() {
  let built = 0;
  const build = () => `body ${++built}`;
  return { build, count: () => built };
}

describe('answer memo: serialised answers kept on the digest they were built from (decisions 64, 84, 86)', () => {
  it('the same digest answers the kept body; another digest builds it again and replaces it', () => {
    const memo = answerMemo<number, string, string>({ count: 10, bytes: 1024 });
    const { build, count } = builder();
    expect(memo.answer(1, 'a', build)).toBe('body 1');
    expect(memo.answer(1, 'a', build)).toBe('body 1');
    expect(memo.answer(1, 'b', build)).toBe('body 2');
    expect(memo.answer(1, 'a', build)).toBe('body 3');
    expect([count(), memo.size]).toEqual([3, 1]);
  });

  it('decision 159: held answers the kept body only at its digest, and keeps it as recently used', () => {
    const memo = answerMemo<string, string, string>({ count: 2, bytes: 1024 });
    const { build } = builder();
    memo.answer('a', 'v1', build);
    memo.answer('b', 'v1', build);
    expect(memo.held('a', 'v2')).toBeUndefined();
    expect(memo.held('c', 'v1')).toBeUndefined();
    expect(memo.held('a', 'v1')).toBe('body 1');
    // 'a' was used last: a third answer pushes 'b' out.
    memo.answer('c', 'v1', build);
    expect([memo.held('a', 'v1'), memo.held('b', 'v1')]).toEqual(['body 1', undefined]);
  });

  it('a given comparison decides whether a kept digest still holds', () => {
    type Digest = { text: string; day: string };
    const memo = answerMemo<number, Digest, string>({
      count: 10,
      bytes: 1024,
      same: (kept, now) => kept.text === now.text && kept.day === now.day,
    });
    const { build, count } = builder();
    memo.answer(1, { text: 'x', day: '2026-11-26' }, build);
    memo.answer(1, { text: 'x', day: '2026-11-26' }, build);
    expect(count()).toBe(1);
    memo.answer(1, { text: 'x', day: '2026-11-27' }, build);
    expect(count()).toBe(2);
  });

  it('strings weigh two bytes a character, digests too; past the budget the least recently used leaves, the newest stays', () => {
    const memo = answerMemo<string, string, string>({ count: 10, bytes: 28 }); // 'body n' 12, 'x' 2
    const { build } = builder();
    memo.answer('a', 'x', build);
    memo.answer('b', 'x', build);
    expect([memo.size, memo.bytes]).toEqual([2, 28]);
    memo.answer('a', 'x', build); // a used again
    memo.answer('c', 'x', build); // b leaves
    expect([memo.size, memo.bytes]).toEqual([2, 28]);
    expect(memo.answer('a', 'x', build)).toBe('body 1');
    const tiny = answerMemo<string, string, string>({ count: 10, bytes: 1 });
    expect(tiny.answer('a', 'x', build)).toBe('body 4');
    expect([tiny.size, tiny.bytes]).toEqual([1, 14]);
    // A digest of rows' text weighs what its text does; a given weight counts for another kind of digest.
    const rows = answerMemo<string, { rows: string }, string>({
      count: 10,
      bytes: 1024,
      digestWeight: (d) => d.rows.length * 2,
    });
    rows.answer('a', { rows: 'x'.repeat(100) }, build);
    expect(rows.bytes).toBe(212);
  });
});
