import { describe, expect, it } from 'vitest';
import { findNulByte, INT4_MAX, idParamSchema, idSchema } from './common';

describe('wire primitives (decision 30)', () => {
  it('decision 30: an id is a positive int4', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    expect(idSchema.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idParamSchema.parse('42')).toBe(42);
    expect(idParamSchema.safeParse('2147483648').success).toBe(false);
  });

  it('decision 30: a NUL byte is found in any text of a request, keys included', () => {
    expect(findNulByte({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toEqual(['b', 1, 'c']);
    expect(findNulByte({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(findNulByte('\u0000')).toEqual([]);
    expect(findNulByte({ a: 'ok', n: 1, z: null, list: ['a', 'b'] })).toBeNull();
    expect(findNulByte({ a: { b: ['x', 'y\u0000'] } })).toEqual(['a', 'b', 1]);
  });

  it('decision 30: a deeply nested body does not overflow the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findNulByte(deep)).toHaveLength(200_000);
    expect(findNulByte(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toBeNull();
  });
});
