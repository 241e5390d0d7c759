/** The products feature's query keys, in one place. */
export const productsKeys = {
  all: ['produtos'] as const,
};
