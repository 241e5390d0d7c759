import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../messages';
import {
  acceptsContentType,
  checkUploadFits,
  MAX_UPLOAD_BYTES,
  maxBytesFor,
  maxImageCount,
  maxUploadBytes,
  maxUploadCount,
} from './limits';
import type { UploadType } from './types';

const MP3 = 'audio/mpeg';
const PNG = 'image/png';
const JPEG = 'image/jpeg';
const PDF = 'application/pdf';
const dados = { FormFtInfancia: 2, FormFtHomenagem: 1, FormFtLed: 1 };

describe('accepted content types', () => {
  it.each([
    ['spec A §5: formatura takes MP3', 'formatura', MP3, true],
    ['spec A §5: formatura refuses images', 'formatura', PNG, false],
    ['spec A §5: individual takes MP3', 'individual', MP3, true],
    ['spec A §5: individual takes PNG', 'individual', PNG, true],
    ['spec A §5: individual takes JPEG', 'individual', JPEG, true],
    ['spec A §5: individual refuses PDF', 'individual', PDF, false],
    ['spec A §5: complementar takes JPEG', 'complementar', JPEG, true],
    ['spec A §5: complementar refuses MP3', 'complementar', MP3, false],
    ['spec A §5: certificado takes PDF', 'certificado', PDF, true],
    ['spec A §5: certificado takes PNG', 'certificado', PNG, true],
    ['spec A §5: certificado refuses MP3', 'certificado', MP3, false],
    ['spec A §5: unknown types are refused', 'certificado', 'image/gif', false],
  ] as [string, UploadType, string, boolean][])('%s', (_name, tipo, type, expected) => {
    expect(acceptsContentType(tipo, type)).toBe(expected);
  });
});

describe('sizes', () => {
  it('DESIGN §6: one size limit per kind, the stream limit is the largest the screen takes', () => {
    expect(maxBytesFor(MP3)).toBe(MAX_UPLOAD_BYTES.audio);
    expect(maxBytesFor(JPEG)).toBe(MAX_UPLOAD_BYTES.image);
    expect(maxBytesFor(PDF)).toBe(MAX_UPLOAD_BYTES.pdf);
    expect(maxUploadBytes('individual')).toBe(MAX_UPLOAD_BYTES.audio);
    expect(maxUploadBytes('complementar')).toBe(MAX_UPLOAD_BYTES.image);
    expect(maxUploadBytes('certificado')).toBe(MAX_UPLOAD_BYTES.image);
  });
});

describe('counts', () => {
  it.each([
    ['spec A §9: individual = infância + homenagem + LED + 1', 'individual', 5],
    ['spec A §9: complementar 3', 'complementar', 3],
    ['spec A §9: certificado 2', 'certificado', 2],
    ['spec A §5: formatura, our maximum', 'formatura', 20],
  ] as [string, UploadType, number][])('%s', (_name, tipo, expected) => {
    expect(maxUploadCount(tipo, dados)).toBe(expected);
  });

  it.each([
    ['spec A §5: individual images = maximum − 1 (the music slot)', 'individual', 5, 4],
    ['spec A §5: complementar takes no music, images fill the maximum', 'complementar', 3, 3],
    ['spec A §5: certificado takes no music, files fill the maximum', 'certificado', 2, 2],
    ['spec A §5: never negative', 'individual', 0, 0],
  ] as [string, UploadType, number, number][])('%s', (_name, tipo, max, expected) => {
    expect(maxImageCount(tipo, max)).toBe(expected);
  });
});

describe('checkUploadFits', () => {
  const files = (...types: string[]) => types.map((mimetype) => ({ mimetype }));
  const fits = (
    tipo: UploadType,
    type: string | null,
    existing: { mimetype: string }[],
    maxCount: number,
    size = 1000,
  ) => checkUploadFits({ tipo, type, size, existing, maxCount });

  it.each([
    ['spec A §5: a first file fits', 'individual', MP3, files(), 5, { ok: true }],
    [
      'spec A §2: a type the screen does not take',
      'complementar',
      MP3,
      files(),
      3,
      { ok: false, type: 'INVALID', error: uploadMessages.dropzoneRejected },
    ],
    [
      'DESIGN §6: content that could not be sniffed',
      'complementar',
      null,
      files(),
      3,
      { ok: false, type: 'INVALID' },
    ],
    [
      'spec A §8: the maximum reached',
      'complementar',
      PNG,
      files(PNG, PNG, JPEG),
      3,
      { ok: false, type: 'LIMIT', error: uploadMessages.allFilesUploaded },
    ],
    [
      'spec A §5: a second music outside formatura',
      'individual',
      MP3,
      files(MP3, PNG),
      5,
      { ok: false, type: 'LIMIT', error: uploadMessages.onlyOneMusic },
    ],
    [
      'spec A §5: formatura takes several music files',
      'formatura',
      MP3,
      files(MP3, MP3, MP3),
      20,
      { ok: true },
    ],
    [
      'spec A §5: individual images stop at maximum − 1',
      'individual',
      PNG,
      files(PNG, JPEG, PNG, PNG),
      5,
      { ok: false, type: 'LIMIT', error: uploadMessages.noMoreImages },
    ],
    [
      'spec A §5: individual music still fits when images are full',
      'individual',
      MP3,
      files(PNG, JPEG, PNG, PNG),
      5,
      { ok: true },
    ],
    ['spec A §5: one image below the cap fits', 'individual', JPEG, files(PNG, MP3, PNG), 5, { ok: true }],
    ['spec A §5: a certificate image next to a PDF', 'certificado', PNG, files(PDF), 2, { ok: true }],
    [
      'spec A §9: the maximum is checked before the kind rules',
      'individual',
      MP3,
      files(MP3),
      1,
      { ok: false, error: uploadMessages.allFilesUploaded },
    ],
  ] as [string, UploadType, string | null, { mimetype: string }[], number, object][])(
    '%s',
    (_name, tipo, type, existing, max, expected) => {
      expect(fits(tipo, type, existing, max)).toMatchObject(expected);
    },
  );

  it.each([
    ['DESIGN §6: an image at the limit fits', PNG, MAX_UPLOAD_BYTES.image, true],
    ['DESIGN §6: an image one byte over is refused', PNG, MAX_UPLOAD_BYTES.image + 1, false],
    ['DESIGN §6: a PDF over 10 MB is refused', PDF, MAX_UPLOAD_BYTES.pdf + 1, false],
  ])('%s', (_name, type, size, ok) => {
    const result = fits('certificado', type, [], 2, size);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result).toMatchObject({ type: 'LIMIT', error: expect.stringContaining('MB') });
  });
});
