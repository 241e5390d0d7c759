import { describe, expect, it } from 'vitest';
import { type BoletoFormInput, bankText, boletoDate, buildBoletoForm, refTran } from './form';

const input: BoletoFormInput = {
  agreement: { idConv: '987654', refTranPrefix: '1234567' },
  parcid: 42,
  amount: 19_572,
  dueDate: '2026-03-05',
  secondCopy: false,
  urlRetorno: '/resumo/Contrato/42-0',
  payer: {
    AlNome: 'José',
    AlSobrenome: "D'Ávila  da Conceição",
    AlCPF: '529.982.247-25',
    AlEndereco: 'Rua São João',
    AlNumero: '1.200',
    AlComp: 'Ap 3',
    AlBairro: 'Centro Histórico',
    AlCidade: 'Porto Alegre',
    AlUF: 'rs',
    AlCEP: '90010-000',
  },
  msgLoja: 'Parcela nº 42 — não receber após o vencimento.',
};

describe('boleto form', () => {
  it('spec A §3, §9: the bank form of a first copy', () => {
    expect(buildBoletoForm(input)).toEqual({
      idConv: '987654',
      refTran: '12345670000000042',
      valor: '19572',
      dtVenc: '05032026',
      tpPagamento: '2',
      indicadorPessoa: '1',
      tpDuplicata: 'DM',
      urlRetorno: '/resumo/Contrato/42-0',
      cpfCnpj: '52998224725',
      nome: "JOSE D'AVILA DA CONCEICAO",
      endereco: 'RUA SAO JOAO 1 200 AP 3 CENTRO HISTORICO',
      cidade: 'PORTO ALEGRE',
      uf: 'RS',
      cep: '90010000',
      msgLoja: 'Parcela n 42 nao receber apos o vencimento.',
    });
  });

  it('spec A §9: a second copy uses tpPagamento 21 and the same refTran', () => {
    const second = buildBoletoForm({ ...input, secondCopy: true });
    expect(second.tpPagamento).toBe('21');
    expect(second.refTran).toBe(buildBoletoForm(input).refTran);
  });

  it.each([
    ['1234567', 42, '12345670000000042'],
    ['', 42, '00000000000000042'],
    ['1234567', 9_999_999_999, '12345679999999999'],
  ])('reference §3: refTran with prefix %j and parcel %i is %s', (prefix, parcid, expected) => {
    expect(refTran(prefix, parcid)).toBe(expected);
  });

  it.each([
    ['123456', 1],
    ['1234567', 10_000_000_000],
    ['1234567', 0],
    ['1234567', 1.5],
  ])('reference §3: refTran refuses prefix %j with parcel %i', (prefix, parcid) => {
    expect(() => refTran(prefix, parcid)).toThrow(RangeError);
  });

  it.each([
    ["D'EL - REI", 60, "D'EL-REI"],
    ['Sant’Ana  do   Livramento', 60, 'SANT ANA DO LIVRAMENTO'],
    ['Maria-  José', 60, 'MARIA-JOSE'],
    ['Ângela 2ª', 60, 'ANGELA'],
    ['Muito comprido demais', 10, 'MUITO COMP'],
    ['Palavra cortada aqui', 9, 'PALAVRA C'],
  ])('spec A §5, reference §3: %j (max %i) becomes %j', (text, max, expected) => {
    expect(bankText(text, max)).toBe(expected);
  });

  it('reference §3: lengths are cut to the bank limits', () => {
    const long = 'Nome Muito Comprido '.repeat(5);
    const form = buildBoletoForm({
      ...input,
      payer: {
        ...input.payer,
        AlNome: long,
        AlSobrenome: null,
        AlCidade: 'Santa Vitória do Palmar Grande',
        AlComp: null,
        AlBairro: long,
      },
      msgLoja: 'x'.repeat(600),
    });
    expect(form.nome.length).toBeLessThanOrEqual(60);
    expect(form.cidade).toBe('SANTA VITORIA DO P');
    expect(form.endereco).toBe('RUA SAO JOAO 1 200');
    expect(form.msgLoja).toHaveLength(480);
  });

  it('reference §3: a long street is cut at 60 without the district', () => {
    const form = buildBoletoForm({ ...input, payer: { ...input.payer, AlEndereco: 'Avenida '.repeat(10) } });
    expect(form.endereco.length).toBeLessThanOrEqual(60);
    expect(form.endereco.startsWith('AVENIDA AVENIDA')).toBe(true);
  });

  it.each([
    ['agreement id', { agreement: { idConv: '12345', refTranPrefix: '' } }],
    ['amount', { amount: 0 }],
    ['due date', { dueDate: '2026-02-30' }],
    ['return path', { urlRetorno: 'x'.repeat(61) }],
    ['CPF', { payer: { ...input.payer, AlCPF: '123' } }],
    ['CEP', { payer: { ...input.payer, AlCEP: null } }],
    ['UF', { payer: { ...input.payer, AlUF: 'Rio' } }],
    ['city', { payer: { ...input.payer, AlCidade: null } }],
    [
      'address',
      { payer: { ...input.payer, AlEndereco: null, AlNumero: null, AlComp: null, AlBairro: null } },
    ],
    ['name', { payer: { ...input.payer, AlNome: '123', AlSobrenome: null } }],
  ])('spec A §3: a bad %s is refused', (_field, override) => {
    expect(() => buildBoletoForm({ ...input, ...override })).toThrow(RangeError);
  });

  it.each([
    ['2026-03-05', '05032026'],
    ['2028-02-29', '29022028'],
    ['2026-12-31', '31122026'],
  ])('reference §3: %s is written %s', (date, text) => {
    expect(boletoDate(date)).toBe(text);
  });
});
