/** spec A §2, spec B §8: home screen. */
export const homeMessages = {
  noClassNotices: 'Sem mensagens para sua turma.',
  noPersonalNotices: 'Sem mensagens para você.',
  eventsMinimumPaid: (percent: number) =>
    `Para ter acesso aos eventos que realizamos você precisa ter quitado ao menos ${percent}% do valor de seu contrato.`,
  // Not in the spec: the refusal when there is no contract at all (a guest), docs/decisions/.
  eventsNoContract: 'Os eventos que realizamos ficam disponíveis para quem tem contrato com a produtora.',
  sizeChangeFailed: 'A medida não pôde ser alterada.',
  inviteDownloadFailed: 'Não foi possível baixar este convite.',
  inviteDownloading: 'Seu convite está sendo baixado.',
} as const;
