import { describe, expect, it } from 'vitest';
import {
  bcastResponseSchema,
  camisetaRequestSchema,
  downConviteRequestSchema,
  EVENT_MEDIA_TYPES,
  fotosResponseSchema,
  revEnderecoRequestSchema,
  revEnderecoResponseSchema,
  TSHIRT_SIZES,
} from './home';

const address = {
  AlCEP: '90010-000',
  AlEndereco: 'Rua dos Andradas',
  AlNumero: '1234',
  AlComp: null,
  AlBairro: 'Centro Histórico',
  AlCidade: 'Porto Alegre',
  AlUF: 'RS',
};

describe('POST /api/revendereco', () => {
  it("spec B §7: the request takes the address fields and drops the client's review date", () => {
    const parsed = revEnderecoRequestSchema.parse({ ...address, AlRevEndereco: '1999-01-01' });
    expect(parsed).toEqual(address);
  });

  it.each([
    [{ msg: 'Seu endereço foi atualizado.', type: 'success' }, true],
    [{ msg: 'x', type: 'boom' }, false],
  ])('spec B §7: answer %j is valid: %s', (answer, valid) => {
    expect(revEnderecoResponseSchema.safeParse(answer).success).toBe(valid);
  });
});

describe('GET /api/perfil/bcast and /api/perfil/fotos', () => {
  const notice = { crmid: 1, crmdesc: '<p>Ensaio sábado</p>', crmtimestamp: '2025-03-14T12:00:00.000Z' };

  it.each([
    [{ todos: [notice], aluno: [] }, true],
    [{ todos: [], aluno: [{ ...notice, crmtimestamp: '2025-03-14T09:00:00-03:00' }] }, true],
    [{ todos: [{ ...notice, crmtimestamp: 'ontem' }], aluno: [] }, false],
    [{ todos: [] }, false],
  ])('spec A §2, §3: notices answer %j is valid: %s', (answer, valid) => {
    expect(bcastResponseSchema.safeParse(answer).success).toBe(valid);
  });

  const event = {
    evid: 9,
    evnome: 'Baile',
    evcaminho: 'eventos/9/capa.jpg',
    evdata: '2025-03-14',
    evlnkmidia: null,
  };
  it.each([
    [EVENT_MEDIA_TYPES.photo, true],
    [EVENT_MEDIA_TYPES.video, true],
    [EVENT_MEDIA_TYPES.link, true],
    [3, false],
  ])('spec A §3, spec B §9: an event of media type %j is valid: %s', (evtpmidia, valid) => {
    expect(fotosResponseSchema.safeParse([{ ...event, evtpmidia }]).success).toBe(valid);
  });
});

describe('POST /api/camiseta', () => {
  it('spec A §3: the sizes are P, M, G, GG, XG, XXG with ids 1 to 6 and slugs camiseta_*', () => {
    expect(TSHIRT_SIZES.map((s) => [s.id, s.nome, s.slug])).toEqual([
      [1, 'P', 'camiseta_p'],
      [2, 'M', 'camiseta_m'],
      [3, 'G', 'camiseta_g'],
      [4, 'GG', 'camiseta_gg'],
      [5, 'XG', 'camiseta_xg'],
      [6, 'XXG', 'camiseta_xxg'],
    ]);
  });

  it.each([
    [1, true],
    [6, true],
    [0, false],
    [7, false],
    [2.5, false],
    ['3', false],
  ])('spec A §7: AlMedida %j is valid: %s', (AlMedida, valid) => {
    expect(camisetaRequestSchema.safeParse({ AlMedida }).success).toBe(valid);
  });
});

describe('POST /api/downConvite', () => {
  it.each([
    ['convites/42/convite.jpg', true],
    ['', false],
    ['/etc/passwd', false],
    ['convites/../../segredo', false],
    ['convites\\..\\segredo', false],
  ])('spec B §7: caminho %j is valid: %s', (caminho, valid) => {
    expect(downConviteRequestSchema.safeParse({ caminho }).success).toBe(valid);
  });
});
