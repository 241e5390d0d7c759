import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MIN, isWeakAdminPassword, staffInviteSchema } from './staff';

const who = { email: 'joana.silva@produtora.com.br', name: 'Joana Silva' };

describe('decision 114: an administrator’s password', () => {
  it.each([
    ['too short', 'k7#Qz!p2'],
    ['one character repeated', 'aaaaaaaaaaaa'],
    ['two characters', 'abababababab'],
    ['a common sequence', '1234567890'],
    ['a common word with little around it', 'admin12345'],
    ['the demo password', 'formando123'],
    ['the e-mail’s user part', 'joana.silva!!'],
    ['the name', 'Silva-2026-ok'],
  ])('decision 114: refused when %s', (_why, password) => {
    expect(isWeakAdminPassword(password, who)).toBe(true);
  });

  it.each([['cavalo-bateria-grampo'], ['Tz8#kq!vL2pw'], ['produtora-de-formaturas-porto-alegre']])(
    'decision 114: %s is accepted',
    (password) => {
      expect(password.length).toBeGreaterThanOrEqual(ADMIN_PASSWORD_MIN);
      expect(isWeakAdminPassword(password, who)).toBe(false);
    },
  );

  it('decision 115: an invitation’s e-mail is trimmed and lower-cased; a bad one is refused in pt-BR', () => {
    expect(staffInviteSchema.parse({ name: ' Ana ', email: ' Ana@X.com.br ' })).toEqual({
      name: 'Ana',
      email: 'ana@x.com.br',
    });
    expect(staffInviteSchema.safeParse({ name: 'Ana', email: 'ana' }).error?.issues[0]?.message).toBe(
      'Este e-mail não parece válido.',
    );
  });
});
