/** The profile feature's query keys, in one place. */
export const profileKeys = {
  myData: () => ['meus-dados'] as const,
};
