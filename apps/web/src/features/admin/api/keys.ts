/** The admin feature's query keys, in one place. */
export const adminKeys = {
  students: (q: string) => ['admin-alunos', q] as const,
};
