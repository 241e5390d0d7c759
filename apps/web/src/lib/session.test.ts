import { afterEach, describe, expect, it } from 'vitest';
import { getUser, safeNext, setSession } from './session';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session and local storage', () => {
  it.each([
    ['/perfil', '/perfil'],
    ['/album/1/50/2?x=1', '/album/1/50/2?x=1'],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    [null, null],
  ])('safeNext(%s) → %s: only local paths are remembered', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('spec B §7: token and user live in session storage; a damaged user reads as signed out', () => {
    setSession({
      token: 't',
      user: {
        id: 1,
        name: 'Ana',
        email: 'a@b.c',
        role: 'student',
        studentId: 1,
        actingAs: null,
        emailConfirmed: true,
      },
    });
    expect(getUser()?.name).toBe('Ana');
    sessionStorage.setItem('user', '{not json');
    expect(getUser()).toBeNull();
  });
});
