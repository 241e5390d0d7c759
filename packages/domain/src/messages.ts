/**
 * Every pt-BR text of both specs' catalogues, verbatim. The API and the web both read from here, so a
 * screen and the error the server sends always say the same thing.
 */

/** spec B §5.1, §8: account screens. */
export const authMessages = {
  signInEmpty: 'Preencha e-mail e senha para continuar!',
  signUpEmpty: 'Preencha todos os dados para se cadastrar',
  forgotEmpty: 'Preencha seu e-mail para continuar!',
  resetEmpty: 'Preencha seu e-mail e a nova senha para continuar!',
  // Not in the spec's catalogue: our own wording for the FOUND / NOT_FOUND / reset answers (docs/decisions.md).
  signInNotFound: 'E-mail ou senha incorretos. Ainda não tem um usuário? Crie o seu.',
  signUpFound: 'Já existe um usuário com este e-mail. Entre com sua senha.',
  forgotSent:
    'Se este e-mail estiver cadastrado, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.',
  resetDone: 'Sua senha foi alterada. Você será levado ao portal em instantes.',
  resetInvalid: 'Este link para trocar a senha é inválido ou expirou. Peça um novo.',
  passwordTooShort: 'A senha precisa ter ao menos 8 caracteres.',
  emailInvalid: 'Este email não parece válido.',
  tooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  autoLoginInvalid: 'Este link de acesso é inválido ou expirou. Entre com e-mail e senha.',
  registrationNotLinked:
    'Ainda não encontramos seu cadastro. Use no portal o mesmo e-mail do autocadastro ou fale com a produtora.',
  // E-mail confirmation and sessions (DESIGN §3; our wording, docs/decisions.md).
  emailConfirmBanner:
    'Confirme seu e-mail para ver seus dados de formando. Enviamos um link de confirmação para o seu e-mail.',
  emailConfirmResend: 'Reenviar e-mail de confirmação',
  emailConfirmResent: 'Enviamos um novo link de confirmação. Confira sua caixa de entrada.',
  emailConfirmed: 'E-mail confirmado! Seus dados de formando já aparecem no portal.',
  emailConfirmInvalid: 'Este link de confirmação é inválido ou expirou. Entre no portal e peça um novo.',
  emailAlreadyConfirmed: 'Seu e-mail já está confirmado.',
  signedOutEverywhere: 'Você saiu do portal em todos os dispositivos.',
} as const;

/** spec B §2.7, §2.1, §5.2, §8: self-registration, result pages and the route table. */
export const registrationMessages = {
  title: 'Autocadastro',
  alreadyRegisteredLink: 'Já fez o autocadastro antes?',
  success: 'Tudo certo! Você já está cadastrado no sistema.',
  match: 'Então! Já temos um cadastro com seus dados.',
  nohash: 'Ooops...!',
  full: 'Ooops...! Todas as vagas foram preenchidas.',
  firstNameRequired: 'Você precisa preencher seu primeiro nome.',
  firstNamePattern: 'Apenas o primeiro nome.',
  surnameRequired: 'Você precisa preencher seu sobrenome sem abreviações.',
  surnamePattern: 'Não abrevie o sobrenome.',
  poloRequired: 'Lembre-se de escolher seu polo.',
  courseRequired: 'Lembre-se de escolher seu curso.',
  instagramMax: 'O usuario do Instagram não pode possuir mais de 30 caracteres.',
  emailRequired: 'O preenchimento do email é obrigatório.',
  emailInvalid: 'Este email não parece válido.',
  cpfRequired: 'O preenchimento do cpf é obrigatório.',
  cpfMax: 'Seu CPF tem mais números do que o necessário.',
  cpfInvalid: 'Este CPF não é válido.',
  phoneRequired: 'O preenchimento do celular é obrigatório.',
  phoneMax: 'Seu fone tem mais números do que o necessário.',
  phoneInvalid: 'Seu número de celular não é válido.',
} as const;

/** spec A §5, spec B §5.4, A §8: the address form and the address gate. */
export const addressMessages = {
  cepRequired: 'Você precisa preencher seu CEP.',
  cepMax: 'O cep precisa ter 8 dígitos numéricos.',
  cepInvalid: 'Seu CEP não é válido.',
  streetRequired: 'Você precisa preencher seu endereço.',
  numberRequired: 'Você precisa preencher o número.',
  complementMax: 'O complemento não pode ter mais de 14 caracteres.',
  districtRequired: 'Você precisa preencher o bairro.',
  cityRequired: 'Você precisa preencher a cidade.',
  ufRequired: 'Você precisa preencher o estado.',
  // Verbatim from the spec, although it speaks of the CEP on the UF field.
  ufMax: 'O CEP precisa ter 2 caracteres apenas.',
  saveButton: 'SALVAR ENDEREÇO',
  gateTooltip: 'Seus dados de endereço precisam ser atualizados.',
  gateBanner: 'Você tem dados faltando em seu cadastro. Por favor complete estes dados antes de continuar.',
  // Not in the spec's catalogue: a UF outside the 27 states, and the answer of POST /revendereco.
  ufInvalid: 'Informe a sigla de um estado brasileiro, por exemplo RS.',
  saved: 'Seu endereço foi atualizado.',
  cepNotFound: 'Não encontramos este CEP. Confira o número ou preencha o endereço.',
  cepUnavailable:
    'A consulta de CEP está indisponível no momento. Você pode preencher o endereço manualmente.',
} as const;

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
  // Framework refusals and outages in the error shape (issue 7; our wording, docs/decisions.md).
  payloadTooLarge: 'Os dados enviados são grandes demais.',
  unsupportedMediaType: 'Formato de envio não aceito. Envie os dados em JSON.',
  headersTooLarge: 'O pedido enviado é grande demais. Limpe os cookies do portal e tente novamente.',
  serviceUnavailable: 'O portal está indisponível no momento. Tente novamente em instantes.',
} as const;

/** spec A §2, spec B §8: home screen. */
export const homeMessages = {
  noClassNotices: 'Sem mensagens para sua turma.',
  noPersonalNotices: 'Sem mensagens para você.',
  eventsMinimumPaid: (percent: number) =>
    `Para ter acesso aos eventos que realizamos você precisa ter quitado ao menos ${percent}% do valor de seu contrato.`,
  // Not in the spec: the refusal when there is no contract at all (a guest), docs/decisions.md.
  eventsNoContract: 'Os eventos que realizamos ficam disponíveis para quem tem contrato com a produtora.',
  sizeChangeFailed: 'A medida não pôde ser alterada.',
  inviteDownloadFailed: 'Não foi possível baixar este convite.',
  inviteDownloading: 'Seu convite está sendo baixado.',
} as const;

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
  // Not in the spec's catalogue: the payment chooser's own texts (docs/decisions.md).
  aboveRemaining: (maximum: string) => `O valor máximo para este pagamento é ${maximum}.`,
  nothingDue: 'Não há valor em aberto para este tipo de pagamento.',
  cashDiscountUntil: (discount: string, date: string) =>
    `Quitando o saldo do contrato à vista até ${date}, você ganha ${discount} de desconto.`,
  // Not in the spec's catalogue (issue 9): answers of the payment calls the spec does not word.
  parcelAlreadyPaid: 'Esta parcela já está paga.',
  bankDataMissing: 'Os dados bancários para depósito ainda não foram informados. Fale com a produtora.',
  pixUnavailable: 'O PIX não está disponível no momento. Tente novamente mais tarde.',
  paymentUnavailable: 'O pagamento não está disponível no momento. Tente novamente mais tarde.',
  badSignature: 'Notificação recusada: assinatura inválida.',
} as const;

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

/** spec A §2, §4, §5, §8, §9: uploads. */
export const uploadMessages = {
  dropzoneIdle: 'Clique ou arraste arquivos aqui...',
  dropzoneActive: 'Solte os arquivos aqui',
  dropzoneRejected: 'Arquivo não suportado',
  onlyOneMusic: 'Você não pode carregar mais de uma música.',
  noMoreImages: 'Você não pode carregar mais imagens.',
  uploadFailed: 'Não foi possível carregar o arquivo.',
  cannotDeleteAnymore: 'Não é mais possível excluir este arquivo.',
  deadlineExpired: (when: string) => `Seu prazo para alteração dos conteúdos expirou ${when}.`,
  allFilesUploaded: 'Você já carregou todos os arquivos necessários.',
  fileLoaded: 'Arquivo carregado.',
  fileDeleted: 'Arquivo excluído.',
  labelSet: 'Identificação salva.',
  noteSaved: 'Observação salva.',
  sizeSet: 'Medida salva.',
  codeCopied: 'Código copiado.',
  // Not in the spec's catalogue (docs/decisions.md): label, note and size checks of spec A §5.
  labelRequired: 'Escolha a identificação deste arquivo.',
  noteRequired: 'Escreva a observação antes de salvar.',
  fileTooLarge: (limit: string) => `Este arquivo passa do limite de ${limit}.`,
  // Beyond the spec (issue 12): read from the file itself, shown beside it, never a refusal.
  shortMusic: (seconds: number) =>
    `Esta música tem ${seconds} segundos: as músicas precisam ter ao menos um minuto. Envie outra, se puder.`,
  smallPhoto: (width: number, height: number) =>
    `Esta foto tem ${width}×${height} pixels e pode ficar borrada impressa: o ideal é ao menos 1000 pixels no lado menor.`,
} as const;

/** spec B §2.8–2.11, §4, §8: album, cart, delivery and the shop payment page. */
export const shopMessages = {
  copyrightAlert: 'A cópia destas imagens viola os direitos autorais.',
  duplicateItem: 'Este produto nesta medida já está no seu pedido.',
  duplicateComplementary: 'Esta foto já complementa este produto.',
  productAdded: 'Ítem adicionado.',
  photoAdded: 'Item adicionado.',
  viewCart: 'Ver carrinho?',
  complementarySelected: 'Foto complementar selecionada.',
  complementaryProductAdded: 'Foto complementar de produto adicionada.',
  itemRemoved: 'Ítem excluído.',
  undo: 'Desfazer?',
  complementaryRemoved: 'Foto complementar excluída.',
  orderRestored: 'Seu último pedido aberto foi restaurado.',
  noOpenOrder: 'Não há pedido aberto a restaurar.',
  cartTitle: 'Seu pedido',
  cartEmpty: 'Ops! Seu pedido não possui ítens.',
  cartEmptyToast: 'Você não tem itens no carrinho...',
  backToPortal: 'Voltar ao portal',
  continuePrevious: 'Continuar um pedido anterior...',
  howToSelect: 'Como selecionar?',
  dispenseComplementary: 'Dispensar complementares?',
  complementaryProgress: (chosen: number, required: number) =>
    `${chosen} de ${required} fotos complementares escolhidas`,
  chooseDeliveryFirst: 'Você precisa escolher a forma de entrega primeiro.',
  missingComplementary: 'Você não escolheu todas as fotos complementares necessárias.',
  sedexCalculating: 'O Sedex ainda está sendo calculado. Aguarde...',
  deliveryButton: 'Forma de Entrega',
  choosePaymentTitle: 'Escolher forma de pagamento',
  finishOrderTitle: 'Finalizar pedido',
  payLabel: (amount: string) => `Pagar ${amount}`,
  finishLabel: 'Finalizar',
  orderTotal: 'Total deste pedido',
  backToOrder: 'Voltar ao Pedido',
  chooseAnother: 'Escolher outra forma',
  youChose: (method: string) => `Você escolheu ${method}`,
  clickAgain: 'Clique novamente para confirmar ou escolha outra forma.',
  clickToContinue: 'Clique para continuar',
  photoDownloadFailed: 'Não foi possível baixar esta foto.',
  photoDownloading: 'Sua foto está sendo baixada.',
  units: 'unidades',
  // Not in the spec's catalogue (docs/decisions.md): the 7-second deadline reminder and a full product.
  complementaryDeadline: (date: string) => `Fotos complementares podem ser escolhidas até ${date}.`,
  complementaryFull: 'Este produto já tem todas as fotos complementares necessárias.',
} as const;
