import { DELETION_LINK_TTL_HOURS } from '@portal/domain';
import type { Mail } from '../../lib/mail';

type To = { name: string; email: string };

/** The link that confirms the request (decision 140): it proves the holder of the address asked. */
export const deletionConfirmMail = (to: To, link: string): Mail => ({
  to: to.email,
  subject: 'Portal do Formando: confirme o pedido de exclusão da sua conta',
  text: `Olá, ${to.name}!\n\nRecebemos um pedido para excluir a sua conta no Portal do Formando.\n\nPara confirmá-lo, abra o link abaixo em até ${DELETION_LINK_TTL_HOURS} horas:\n\n${link}\n\nDepois da confirmação, a produtora analisa o pedido e você recebe a resposta por e-mail. Até lá, você pode cancelá-lo em Perfil, no portal.\n\nSe não foi você quem pediu, ignore esta mensagem e troque sua senha: sem a confirmação nada é excluído.\n`,
});

/** The approval: the account no longer exists; what was kept and why. */
export const deletionApprovedMail = (to: To, keptFinance: boolean): Mail => ({
  to: to.email,
  subject: 'Portal do Formando: sua conta foi excluída',
  text: `Olá, ${to.name}!\n\nA produtora aprovou o seu pedido: a sua conta no Portal do Formando foi excluída. Não é mais possível entrar com ela, e seus dados pessoais foram apagados ou anonimizados.\n\n${
    keptFinance
      ? 'Como a lei exige, os registros financeiros (parcelas, pagamentos, recibos e pedidos) ficam guardados por 5 anos, identificados apenas pelo CPF, e depois são descartados.\n\n'
      : ''
  }Este é o último e-mail que você recebe de nós sobre esta conta.\n`,
});

/** The refusal, with the producer's reason. */
export const deletionRefusedMail = (to: To, reason: string): Mail => ({
  to: to.email,
  subject: 'Portal do Formando: seu pedido de exclusão da conta foi recusado',
  text: `Olá, ${to.name}!\n\nA produtora recusou o seu pedido de exclusão da conta, pelo seguinte motivo:\n\n${reason}\n\nSua conta continua ativa. Se tiver dúvidas, responda a este e-mail ou fale com a produtora.\n`,
});
