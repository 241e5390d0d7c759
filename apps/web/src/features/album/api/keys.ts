/** The album feature's query keys, in one place. */
export const albumKeys = {
  page: (eventId: number, pageSize: number, page: number) => ['album', eventId, pageSize, page] as const,
  measures: ['valores-fotos'] as const,
  complementary: ['complementar'] as const,
  events: (owner: number) => ['album-eventos', owner] as const,
  faceSearch: (owner: number) => ['encontre-suas-fotos', owner] as const,
};
