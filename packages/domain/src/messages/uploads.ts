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
  // Not in the spec's catalogue (docs/decisions/): label, note and size checks of spec A §5.
  labelRequired: 'Escolha a identificação deste arquivo.',
  noteRequired: 'Escreva a observação antes de salvar.',
  fileTooLarge: (limit: string) => `Este arquivo passa do limite de ${limit}.`,
  // Beyond the spec: read from the file itself, shown beside it, never a refusal.
  shortMusic: (seconds: number) =>
    `Esta música tem ${seconds} segundos: as músicas precisam ter ao menos um minuto. Envie outra, se puder.`,
  smallPhoto: (width: number, height: number) =>
    `Esta foto tem ${width}×${height} pixels e pode ficar borrada impressa: o ideal é ao menos 1000 pixels no lado menor.`,
} as const;
