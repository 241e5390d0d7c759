import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../messages';
import {
  uploadCreatedSchema,
  uploadLabelRequestSchema,
  uploadListSchema,
  uploadObsRequestSchema,
  uploadTimeRequestSchema,
  uploadTypeParamsSchema,
} from './uploads';

const upload = {
  _id: 'a1',
  name: 'entrada.mp3',
  size: 1234,
  url: '/api/files/a1',
  mimetype: 'audio/mpeg',
  label: null,
  obs: null,
  time: null,
  tipo: 'formatura',
  user: 3,
};

describe('uploads wire contract', () => {
  it.each([
    ['spec A §7: GET uploads/{tipo} with a known type', uploadTypeParamsSchema, { tipo: 'individual' }, true],
    ['spec A §7: an unknown upload type is refused', uploadTypeParamsSchema, { tipo: 'video' }, false],
    ['spec A §3: the upload list', uploadListSchema, [upload], true],
    ['spec A §7: POST uploads answers _id, url, mimetype, name, tipo', uploadCreatedSchema, upload, true],
    [
      'spec A §7: time as mm:ss',
      uploadTimeRequestSchema,
      { id: 'a1', label: 'entrada-geral', time: '1:05' },
      true,
    ],
    [
      'spec A §7: time with seconds over 59 is refused',
      uploadTimeRequestSchema,
      { id: 'a1', label: 'x', time: '1:75' },
      false,
    ],
    ['spec A §5: a chosen label', uploadLabelRequestSchema, { id: 'a1', label: 'quadro' }, true],
  ] as const)('%s', (_name, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('spec A §7: the created answer keeps only its five fields', () => {
    expect(Object.keys(uploadCreatedSchema.parse(upload)).sort()).toEqual([
      '_id',
      'mimetype',
      'name',
      'tipo',
      'url',
    ]);
  });

  it.each([
    [
      'spec A §5: the placeholder label is refused',
      uploadLabelRequestSchema,
      { id: 'a1', label: '0' },
      uploadMessages.labelRequired,
    ],
    [
      'spec A §5: a blank label is refused',
      uploadLabelRequestSchema,
      { id: 'a1', label: ' ' },
      uploadMessages.labelRequired,
    ],
    [
      'spec A §5: an empty observation is refused',
      uploadObsRequestSchema,
      { id: 'a1', obs: '  ' },
      uploadMessages.noteRequired,
    ],
  ] as const)('%s', (_name, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('spec A §5: the observation is trimmed', () => {
    expect(uploadObsRequestSchema.parse({ id: 'a1', obs: '  ok ' }).obs).toBe('ok');
  });
});
