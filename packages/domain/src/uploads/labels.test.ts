import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../messages';
import {
  findUploadLabel,
  LABEL_PLACEHOLDER,
  labelError,
  labelsFor,
  observationError,
  UPLOAD_LABELS,
} from './labels';
import { contentKind, UPLOAD_TYPES, type UploadType } from './types';

describe('upload labels', () => {
  it.each([
    [
      'spec A §3: individual has personal photo, family tribute, LED panel',
      'individual',
      ['foto-pessoal', 'homenagem-familia', 'painel-led', 'musica-homenagem'],
    ],
    ['spec A §3: complementar has quadro and convite', 'complementar', ['quadro', 'convite']],
    [
      'spec A §3: formatura has the six music types',
      'formatura',
      ['entrada-geral', 'entrada-turma', 'encerramento', 'homenagens', 'homenagem-ao-vivo', 'outra'],
    ],
    ['spec A §3: certificado has the certificate', 'certificado', ['certificado']],
  ] as [string, UploadType, string[]][])('%s', (_name, tipo, slugs) => {
    expect(UPLOAD_LABELS[tipo].map((l) => l.slug)).toEqual(slugs);
  });

  it('spec A §3: label ids are unique across screens', () => {
    const ids = UPLOAD_TYPES.flatMap((t) => UPLOAD_LABELS[t].map((l) => l.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    [
      'spec A §5: individual images take the photo labels',
      'individual',
      'image/png',
      ['foto-pessoal', 'homenagem-familia', 'painel-led'],
    ],
    ['spec A §5: individual music takes the music label', 'individual', 'audio/mpeg', ['musica-homenagem']],
    [
      'spec A §5: a certificate PDF takes the document label',
      'certificado',
      'application/pdf',
      ['certificado'],
    ],
    ['spec A §5: a certificate image takes the document label', 'certificado', 'image/jpeg', ['certificado']],
  ] as const)('%s', (_name, tipo, type, slugs) => {
    expect(labelsFor(tipo, type).map((l) => l.slug)).toEqual(slugs);
  });

  it.each([
    [
      'spec A §5: the placeholder is refused',
      'individual',
      LABEL_PLACEHOLDER,
      undefined,
      uploadMessages.labelRequired,
    ],
    [
      'spec A §5: a label of another screen is refused',
      'individual',
      'quadro',
      undefined,
      uploadMessages.labelRequired,
    ],
    [
      'spec A §5: a photo label on a music file is refused',
      'individual',
      'painel-led',
      'audio/mpeg',
      uploadMessages.labelRequired,
    ],
    ['spec A §5: a fitting label is accepted', 'individual', 'painel-led', 'image/jpeg', null],
    ['spec A §5: a label without the file type is accepted', 'formatura', 'encerramento', undefined, null],
  ] as const)('%s', (_name, tipo, slug, type, expected) => {
    expect(labelError(tipo, slug, type)).toBe(expected);
  });

  it('spec A §5: the placeholder is never found', () => {
    expect(findUploadLabel('complementar', LABEL_PLACEHOLDER)).toBeNull();
    expect(findUploadLabel('complementar', 'convite')?.nome).toBe('Foto para o convite');
  });

  it.each([
    ['spec A §5: an empty observation is refused', '', uploadMessages.noteRequired],
    ['spec A §5: blanks only are refused', '   ', uploadMessages.noteRequired],
    ['spec A §5: text is accepted', 'Começar em 0:30', null],
  ])('%s', (_name, obs, expected) => {
    expect(observationError(obs)).toBe(expected);
  });

  it('spec A §5: content kinds', () => {
    expect(
      ['audio/mpeg', 'image/png', 'image/jpeg', 'application/pdf'].map((t) => contentKind(t as never)),
    ).toEqual(['audio', 'image', 'image', 'pdf']);
  });
});
