import { formatBRL, formatDateBR, type Order, orderNet, orderProgress } from '@portal/domain';
import type { Mail } from '../../lib/mail';

type Who = { email: string; firstName: string };

/** The order e-mails (decision 79), sent through the job queue in the transaction that changes the order. */
export function orderMails(publicUrl: string) {
  const link = `${publicUrl}/`;
  const value = (o: Order) => (orderNet(o) === 0 ? 'Crédito' : formatBRL(orderNet(o)));
  return {
    /** To the student once the order is placed. */
    placed(to: Who, order: Order, lines: readonly { nome: string; qt: number }[]): Mail {
      const items = lines
        .map((l) => `- ${l.nome}: ${l.qt} ${l.qt === 1 ? 'unidade' : 'unidades'}`)
        .join('\n');
      const next = order.pedFinanceiro
        ? 'Seu pedido já está pago com seus créditos.'
        : 'Para concluir, faça o pagamento pelo portal.';
      return {
        to: to.email,
        subject: `Pedido ${order.pedId} efetuado`,
        text: `Olá, ${to.firstName}.\n\nPedido efetuado com sucesso.\n\nPedido ${order.pedId} de ${formatDateBR(order.pedData)}:\n${items}\n\nValor: ${value(order)}\n${next}\n\nAcompanhe o pedido em ${link}\n`,
      };
    },

    /** To the student when the producer moves the order to another stage (spec A §4 messages). */
    stageChanged(to: Who, order: Order): Mail {
      const lines = orderProgress(order)
        .filter((s) => s.text)
        .map((s) => `- ${s.text}`)
        .join('\n');
      const tracking = order.pedRastreio ? `\nCódigo de rastreio: ${order.pedRastreio}\n` : '';
      return {
        to: to.email,
        subject: `Pedido ${order.pedId}: nova etapa`,
        text: `Olá, ${to.firstName}.\n\nSeu pedido ${order.pedId} mudou de etapa:\n${lines}\n${tracking}\nAcompanhe o pedido em ${link}\n`,
      };
    },

    /** To the producer's finance mailbox: POST /notificar/pedido/{orderId}. */
    producerNotice(to: string, student: string, order: Order): Mail {
      return {
        to,
        subject: `Novo pedido ${order.pedId} no portal`,
        text: `${student} efetuou o pedido ${order.pedId} em ${formatDateBR(order.pedData)}.\nValor: ${value(order)}\nItens: ${order.pedQuantidade} (${order.pedImpressa} para produzir).\n`,
      };
    },
  };
}
