import type { Mail } from '../../lib/mail';

type Recipient = { name: string; email: string };

/** The invitation e-mails of the back-office (decision 49). */
export const invitationMails = {
  autoLogin: (to: Recipient, graduation: string, link: string): Mail => ({
    to: to.email,
    subject: `Portal do Formando: seu acesso (${graduation})`,
    text: `Olá, ${to.name}!\n\nSeu acesso ao Portal do Formando da formatura ${graduation} está pronto. Entre pelo link abaixo (vale uma vez, por 7 dias):\n\n${link}\n\nDepois, entre com seu e-mail e senha.\n`,
  }),
  signUp: (to: Recipient, graduation: string, link: string): Mail => ({
    to: to.email,
    subject: `Portal do Formando: crie seu acesso (${graduation})`,
    text: `Olá, ${to.name}!\n\nVocê já está cadastrado na formatura ${graduation}. Para ver seu contrato, fotos e avisos, crie seu usuário no Portal do Formando com este mesmo e-mail (${to.email}):\n\n${link}\n`,
  }),
  selfRegistration: (to: Recipient, graduation: string, link: string): Mail => ({
    to: to.email,
    subject: `Portal do Formando: autocadastro da formatura ${graduation}`,
    text: `Olá, ${to.name}!\n\nConfira e complete seus dados da formatura ${graduation} pelo link de autocadastro:\n\n${link}\n`,
  }),
};
