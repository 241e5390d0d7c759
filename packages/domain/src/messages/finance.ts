/** spec A §4, §5, §8: finance and payments. */
export const financeMessages = {
  makePayment: 'Fazer um pagamento agora',
  paid: 'Pago',
  paidBeforeDue: 'antes do vencimento',
  overdue: 'Venceu',
  due: 'Vence',
  pixAwaiting: 'Aguardando confirmação de pagamento',
  boletoExpired: 'Este boleto já está vencido. Não é possível gerar segunda via.',
  operationFailed: 'A operação financeira não pode ser processada.',
  pixWarning:
    'Pague somente se tiver certeza de que este valor ainda não foi pago. A confirmação do PIX pode levar até 72 horas.',
  pixCopied: 'Chave copiada. Cole no App do seu banco.',
  showBoleto: "Clique em 'EXIBIR BOLETO' para emitir agora.",
  payNow: "Clique em 'PAGAR AGORA' para ser redirecionado",
  orderPlaced: 'Pedido efetuado com sucesso.',
  belowMinimum: (minimum: string) => `O valor mínimo para pagamento é ${minimum}.`,
  returnPaid: 'Pagamento confirmado. Obrigado!',
  returnProcessing: 'Seu pagamento está sendo processado pela operadora do cartão.',
  // Not in the spec's catalogue: the payment chooser's own texts (docs/decisions/).
  aboveRemaining: (maximum: string) => `O valor máximo para este pagamento é ${maximum}.`,
  nothingDue: 'Não há valor em aberto para este tipo de pagamento.',
  cashDiscountUntil: (discount: string, date: string) =>
    `Quitando o saldo do contrato à vista até ${date}, você ganha ${discount} de desconto.`,
  // Not in the spec's catalogue (decision 51): answers of the payment calls the spec does not word.
  parcelAlreadyPaid: 'Esta parcela já está paga.',
  bankDataMissing: 'Os dados bancários para depósito ainda não foram informados. Fale com a produtora.',
  pixUnavailable: 'O PIX não está disponível no momento. Tente novamente mais tarde.',
  paymentUnavailable: 'O pagamento não está disponível no momento. Tente novamente mais tarde.',
  badSignature: 'Notificação recusada: assinatura inválida.',
} as const;
