import type { Mail } from '../../lib/mail';

type Recipient = { name: string; email: string };

/** The links and e-mails of the account calls, with the portal's public address. */
export function accountMails(publicUrl: string) {
  return {
    /** /signin/{auto}: the e-mail and a single-use token (DESIGN §3). */
    autoLoginUrl: (email: string, token: string) =>
      `${publicUrl}/signin/${encodeURIComponent(`${email}|${token}`)}`,

    reset: (user: Recipient, token: string): Mail => ({
      to: user.email,
      subject: 'Portal do Formando: crie uma nova senha',
      text: `Olá, ${user.name}!\n\nPara criar uma nova senha no Portal do Formando, abra o link abaixo em até uma hora:\n\n${publicUrl}/reset/${token}\n\nSe você não pediu a troca de senha, ignore esta mensagem.\n`,
    }),

    confirmation: (user: Recipient, token: string): Mail => ({
      to: user.email,
      subject: 'Portal do Formando: confirme seu e-mail',
      text: `Olá, ${user.name}!\n\nPara confirmar seu e-mail e ver seus dados de formando no Portal do Formando, abra o link abaixo em até 48 horas:\n\n${publicUrl}/confirmar-email/${token}\n\nSe você não criou um usuário no portal, ignore esta mensagem.\n`,
    }),
  };
}
