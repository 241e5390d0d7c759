import { describe, expect, it } from 'vitest';
import { auditValue, changedFields } from './audit-changes';

describe('decision 28: the audit shows what an edit changed', () => {
  it('lists only the fields whose value differs between before and after', () => {
    expect(
      changedFields({
        before: { name: 'A', FormTaxa: 2, open: true },
        after: { name: 'B', FormTaxa: 2, open: false },
      }),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'open', before: true, after: false },
    ]);
  });

  it('a creation has only after; a detail without either has no changes', () => {
    expect(changedFields({ after: { course: 'Direito' } })).toEqual([
      { field: 'course', before: undefined, after: 'Direito' },
    ]);
    expect(changedFields({ studentId: 3 })).toEqual([]);
    expect(changedFields(null)).toEqual([]);
  });

  it.each([
    [null, '—'],
    ['', '—'],
    [true, 'sim'],
    [false, 'não'],
    [12.5, '12.5'],
    [{ a: 1 }, '{"a":1}'],
  ])('shows %j as %s', (value, text) => {
    expect(auditValue(value)).toBe(text);
  });
});
