/** spec A §4: order stage messages, in the catalogue's order. */
export const orderStageMessages = {
  placedOn: 'Efetuado em',
  paidOn: 'Pago em',
  awaitingPaymentSince: 'Aguardando pagamento desde',
  awaitingProcessingSince: 'Aguardando processamento desde',
  processingSince: 'Em processamento desde',
  readyOn: 'Pronto em',
  awaitingCompletionForDeliverySince: 'Aguardando finalização para entrega desde',
  preparingDeliverySince: 'Preparando para entrega desde',
  readyForDeliverySince: 'Pronto para entrega desde',
  deliveredOn: 'Entregue em',
  awaitingDeliveryConfirmationSince: 'Aguardando confirmação de entrega desde',
  packageContracted: 'Pacote contratado',
  credit: 'Crédito',
  noPhotosToDownload: 'Desculpe. Este pedido não possui fotos para download.',
  downloadFailed: 'Um erro ocorreu. Desculpe.',
} as const;
