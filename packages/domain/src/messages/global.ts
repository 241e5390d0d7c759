/** spec A §2, §6 and spec B §2.14, §6: banners and global elements. */
export const globalMessages = {
  notFoundPath: 'Ops! Não encontramos este caminho.',
  guestBanner: 'Você é um convidado',
  adminBanner: (studentName: string) =>
    `Modo administrador: você está agindo como ${studentName}. Toda ação é tratada como se fosse do próprio cliente.`,
  committeeCard: 'Ferramentas da Comissão',
  unexpected: 'Um erro inesperado aconteceu. Tente novamente em instantes.',
  invalidInput: 'Confira os dados enviados.',
  notFound: 'Não encontramos o que você procurou.',
  diskFull: 'O portal está sem espaço para gravar dados agora. Tente novamente mais tarde.',
  // Framework refusals and outages in the error shape (decisions 33 and 34; our wording).
  payloadTooLarge: 'Os dados enviados são grandes demais.',
  unsupportedMediaType: 'Formato de envio não aceito. Envie os dados em JSON.',
  headersTooLarge: 'O pedido enviado é grande demais. Limpe os cookies do portal e tente novamente.',
  serviceUnavailable: 'O portal está indisponível no momento. Tente novamente em instantes.',
  // A multipart body without boundary, with another one, or cut short (decision 102; our wording).
  brokenUpload: 'O arquivo chegou incompleto ou corrompido. Envie-o de novo.',
  // Money fields of the wire contract (decision 102: these were English).
  amountCents: 'Use no máximo duas casas decimais.',
  amountAboveZero: 'Informe um valor maior que zero.',
} as const;
