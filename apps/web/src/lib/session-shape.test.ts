import { type SessionUser, sessionUserSchema } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { isSessionUser } from './session';

const valid: SessionUser = {
  id: 7,
  name: 'Maria Souza',
  email: 'maria@exemplo.com.br',
  role: 'student',
  studentId: 101,
  actingAs: null,
  emailConfirmed: true,
};

// The guard stands in for sessionUserSchema before the first paint (decision 42): these tests fail when the
// schema gains, loses or changes a field and the guard does not follow.
describe('isSessionUser agrees with sessionUserSchema', () => {
  it('accepts what the schema accepts', () => {
    for (const user of [
      valid,
      { ...valid, role: 'admin', studentId: null, actingAs: 'Ana Souza', emailConfirmed: false },
    ]) {
      expect(sessionUserSchema.safeParse(user).success).toBe(true);
      expect(isSessionUser(user)).toBe(true);
    }
  });

  it.each(Object.keys(sessionUserSchema.shape))('refuses a user without %s, as the schema does', (key) => {
    const { [key as keyof SessionUser]: _dropped, ...rest } = valid;
    expect(sessionUserSchema.safeParse(rest).success).toBe(false);
    expect(isSessionUser(rest)).toBe(false);
  });

  it.each([
    ['id', '7'],
    ['id', 1.5],
    ['name', null],
    ['email', 3],
    ['role', 'root'],
    ['studentId', '101'],
    ['actingAs', 5],
    ['emailConfirmed', 'yes'],
  ])('refuses %s = %j, as the schema does', (key, value) => {
    const user = { ...valid, [key]: value };
    expect(sessionUserSchema.safeParse(user).success).toBe(false);
    expect(isSessionUser(user)).toBe(false);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'user', 7, []]) expect(isSessionUser(value)).toBe(false);
  });
});
