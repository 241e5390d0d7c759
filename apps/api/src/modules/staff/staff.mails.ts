import type { Mail } from '../../lib/mail';

/** The invitation of a new administrator (decision 115): the link sets their password. */
export const invitationMail = (
  to: { name: string; email: string },
  invitedBy: string,
  link: string,
): Mail => ({
  to: to.email,
  subject: 'Portal do Formando: você foi convidado para a administração',
  text: `Olá, ${to.name}!\n\n${invitedBy} convidou você para administrar o Portal do Formando.\n\nPara criar sua senha, abra o link abaixo em até 7 dias e confirme este e-mail (${to.email}):\n\n${link}\n\nDepois, entre no portal com este e-mail e a senha criada.\n\nSe você não esperava este convite, ignore esta mensagem.\n`,
});
