/**
 * Order texts the spec's catalogue does not give (docs/decisions/ 77–79): refusals of the order calls,
 * the e-mails and the producer's board.
 */
export const orderApiMessages = {
  priceChanged: 'Os valores do seu pedido mudaram. Confira o carrinho antes de finalizar.',
  orderAlreadyPlaced: 'Este pedido já foi efetuado.',
  creditsChanged: 'Seus créditos mudaram desde que o carrinho foi montado. Confira o carrinho.',
  addressNeeded: 'Informe seu CEP no endereço antes de escolher a entrega.',
  motoboyOnlyPortoAlegre: 'A entrega por motoboy é feita somente em Porto Alegre.',
  freightUnavailable: 'Não foi possível calcular o frete para este CEP.',
  orderNotPayable: 'Este pedido não tem valor a pagar.',
  orderAlreadyPaid: 'Este pedido já está pago.',
  noContract: 'Não encontramos seu contrato para lançar este pagamento. Fale com a produtora.',
  methodNotOffered: 'Esta forma de pagamento não está disponível para pedidos da loja.',
  downloadNotAllowed: 'As fotos deste pedido estarão disponíveis depois do pagamento.',
  stageNotCurrent: 'Esta etapa não é a próxima deste pedido.',
  stageAdvanced: 'Etapa atualizada. O formando foi avisado por e-mail.',
  trackingSaved: 'Código de rastreio salvo.',
  notified: 'A produtora foi avisada do seu pedido.',
  settingsSaved: 'Configuração dos pedidos salva.',
  retentionOver: 'O prazo para baixar as fotos desta formatura terminou.',
} as const;
