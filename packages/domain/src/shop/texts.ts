/**
 * Shop texts the spec's catalogue does not give (docs/decisions/ 68–70): refusals of the shop calls and
 * the producer's catalogue screens.
 */
export const shopApiMessages = {
  measureUnavailable: 'Esta medida não está disponível para a sua turma.',
  productLineMissing: 'Escolha o produto que esta foto complementa.',
  onePhotoPerType: 'Escolha uma foto só para este tipo.',
  uploadKindSaved: 'Tipo da foto complementar salvo.',
  cacheDeleted: 'Pedido salvo removido.',
  singleDownloadClosed: 'Esta foto só pode ser baixada depois do pedido pago.',
  measureSlugTaken: 'Já existe uma medida com este código neste catálogo.',
  productImageInvalid: 'Envie uma imagem PNG, JPEG ou WebP.',
  productImageTooLarge: 'A imagem passa de 8 MB.',
} as const;
