/** What the producer reads when setting or undoing a stage (decision 118). */
export const stageChangeMessages = {
  /** After a stage is set: the e-mail waits `minutes`, and the screen offers 'Desfazer' until then. */
  advanced: (minutes: number) =>
    `Etapa atualizada. O formando recebe o e-mail em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}; até lá você pode desfazer.`,
  undone: 'Etapa desfeita. O formando não recebeu e-mail desta mudança.',
  undoExpired:
    'Não é mais possível desfazer esta etapa: o e-mail ao formando já foi enviado. Se foi um engano, fale com o formando.',
  nothingToUndo: 'Não há mudança de etapa para desfazer neste pedido.',
} as const;
