import { uploadMessages } from '../messages';
import { type ContentKind, type ContentType, contentKind, type UploadType } from './types';

/** The placeholder of the label select: never a valid label (spec A §5). */
export const LABEL_PLACEHOLDER = '0';

/** A label option (spec A §3): what a file is for. `kind` says which files may take it. */
export interface UploadLabel {
  id: number;
  nome: string;
  slug: string;
  desc: string;
  kind: ContentKind | 'document';
}

const label = (id: number, slug: string, nome: string, desc: string, kind: UploadLabel['kind']) => ({
  id,
  slug,
  nome,
  desc,
  kind,
});

/**
 * Upload categories per screen (spec A §3). Individual also takes one MP3, the music of the tribute clip,
 * so it has a music label besides the three photo labels. `document` labels take an image or a PDF.
 */
export const UPLOAD_LABELS: Readonly<Record<UploadType, readonly UploadLabel[]>> = {
  individual: [
    label(
      1,
      'foto-pessoal',
      'Foto pessoal',
      'Foto sua, de infância ou de qualquer época, para o clipe.',
      'image',
    ),
    label(2, 'homenagem-familia', 'Homenagem à família', 'Foto para a homenagem à família.', 'image'),
    label(3, 'painel-led', 'Painel de LED', 'Foto exibida no painel de LED durante a cerimônia.', 'image'),
    label(4, 'musica-homenagem', 'Música da homenagem', 'Música do seu clipe de homenagem (MP3).', 'audio'),
  ],
  complementar: [
    label(5, 'quadro', 'Foto para o quadro', 'Foto INDIVIDUAL VERTICAL de escolha livre.', 'image'),
    label(
      6,
      'convite',
      'Foto para o convite',
      'Foto INDIVIDUAL VERTICAL em estúdio, segurando o capelo.',
      'image',
    ),
  ],
  formatura: [
    label(7, 'entrada-geral', 'Entrada geral', 'Música da entrada de todos os formandos.', 'audio'),
    label(8, 'entrada-turma', 'Entrada da turma', 'Música da entrada da turma.', 'audio'),
    label(9, 'encerramento', 'Encerramento', 'Música do encerramento da cerimônia.', 'audio'),
    label(10, 'homenagens', 'Homenagens', 'Música das homenagens.', 'audio'),
    label(11, 'homenagem-ao-vivo', 'Homenagem ao vivo', 'Faixa para a homenagem cantada ao vivo.', 'audio'),
    label(12, 'outra', 'Outra', 'Outra música; explique na observação.', 'audio'),
  ],
  certificado: [
    label(13, 'certificado', 'Certificado', 'Imagem ou PDF do certificado de conclusão.', 'document'),
  ],
};

/** The label `slug` of screen `tipo`, or null for the placeholder or an unknown slug. */
export function findUploadLabel(tipo: UploadType, slug: string): UploadLabel | null {
  if (slug === LABEL_PLACEHOLDER) return null;
  return UPLOAD_LABELS[tipo].find((l) => l.slug === slug) ?? null;
}

/** The labels a file of `type` may take on screen `tipo`. */
export function labelsFor(tipo: UploadType, type: ContentType): UploadLabel[] {
  const kind = contentKind(type);
  return UPLOAD_LABELS[tipo].filter((l) => l.kind === kind || (l.kind === 'document' && kind !== 'audio'));
}

/** The error of a label choice (spec A §5): the placeholder or a label that does not fit the file; else null. */
export function labelError(tipo: UploadType, slug: string, type?: ContentType): string | null {
  const found = findUploadLabel(tipo, slug);
  if (!found) return uploadMessages.labelRequired;
  if (type && !labelsFor(tipo, type).includes(found)) return uploadMessages.labelRequired;
  return null;
}

/** The error of an observation (spec A §5): it must hold some text; else null. */
export function observationError(obs: string): string | null {
  return obs.trim() ? null : uploadMessages.noteRequired;
}
