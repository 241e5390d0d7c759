import { describe, expect, it } from 'vitest';
import { contractTotals } from '../finance/contract-totals';
import {
  bankDataResponseSchema,
  financeContractFromWire,
  financeResponseSchema,
  linkCheckoutRequestSchema,
  linkCheckoutResponseSchema,
  newParcelRequestSchema,
  type ParcelWire,
  parcelFromWire,
  parcelSchema,
  parcelToWire,
  pixParamsSchema,
  pixRequestSchema,
} from './finance';

const wireParcel: ParcelWire = {
  parcid: 10,
  parcconta: 7,
  parcvalor: 1500.5,
  parcdesconto: 0,
  parcacrescimo: 75.03,
  parctipo: 'Contrato',
  parcforma: 2,
  parcvencimento: '2026-03-05',
  parctransacao: 'https://checkout.example/abc',
  parcadmin: 'Portal',
  parcorigem: 'Portal',
  parctaxa: 0,
  parctitulo: 'Contrato em 4x',
  parcvenda: null,
  parcpagoem: '2026-03-01',
  parcvalorpago: 1575.53,
  parcdoc: null,
  parcdescavista: 0,
  parctimestamp: '2026-02-28T12:00:00Z',
  parcvisivel: 1,
  parcagrupador: null,
  parcgrupo: null,
};

describe('finance contract', () => {
  it('spec A §7: the spec payload of pagamentos/novaparcela validates, in reais', () => {
    const body = {
      parcconta: 7,
      parcvalor: 150.5,
      parcdesconto: 0,
      parctipo: 'Contrato',
      parcforma: 5,
      parcvencimento: '2026-03-05',
      parctransacao: '',
      parcadmin: 'Portal',
      parcorigem: 'Portal',
      parctaxa: 5,
    };
    expect(newParcelRequestSchema.parse(body)).toMatchObject({ ...body, parcelas: 1 });
  });

  it.each([
    ['three decimals', { parcvalor: 150.555 }],
    ['a zero amount', { parcvalor: 0 }],
    ['the Desconto type', { parctipo: 'Desconto' }],
    ['a bad due date', { parcvencimento: '05/03/2026' }],
    ['25 instalments', { parcelas: 25 }],
  ])('spec A §7: novaparcela refuses %s', (_case, override) => {
    const body = { parcconta: 7, parcvalor: 150.5, parctipo: 'Contrato', parcforma: 5, ...override };
    expect(newParcelRequestSchema.safeParse(body).success).toBe(false);
  });

  it('spec A §3, DESIGN §3: a parcel goes reais → centavos → reais unchanged', () => {
    expect(parcelSchema.parse(wireParcel)).toEqual(wireParcel);
    const parcel = parcelFromWire(wireParcel);
    expect(parcel).toMatchObject({ parcvalor: 150_050, parcacrescimo: 7_503, parcvalorpago: 157_553 });
    expect(parcelToWire(parcel)).toEqual(wireParcel);
    const unpaid = { ...wireParcel, parcpagoem: null, parcvalorpago: null };
    expect(parcelToWire(parcelFromWire(unpaid))).toEqual(unpaid);
  });

  it('spec A §7, spec B §3: perfil/financeiro lists contracts that feed the contract view', () => {
    const answer = financeResponseSchema.parse([
      {
        totais: {
          valor: 3000,
          ajuste: 0,
          tipoAjuste: null,
          extras: 25,
          pacotes: 400,
          pago: 1500.5,
          emAberto: 1924.5,
        },
        pagamento: {
          formas: [2, 6, 5],
          tipos: ['Contrato', 'Extras'],
          limites: { Contrato: { minimo: 100, maximo: 1499.5 }, Extras: { minimo: 100, maximo: 425 } },
          maxParcelas: 12,
          semJuros: 3,
          taxaJuros: 2.5,
          taxaBoleto: 0,
        },
        avista: null,
        ctid: 7,
        cttotalprazo: 3000,
        AlParcelas: [
          {
            ...wireParcel,
            situacao: {
              status: 'paid',
              label: 'Pago',
              tone: 'success',
              date: '2026-03-01',
              action: 'none',
              notice: null,
            },
          },
        ],
        AlExtras: [{ excodigo: 1, exdescricao: 'Pulseira extra', exvalor: 25 }],
        ItensPacotes: [
          {
            pctItemId: 1,
            pctItemNome: 'Álbum',
            pctItemDesc: null,
            pctItemValor: 200,
            pctItemQuant: 2,
            pctItemAtivo: 1,
            pctItemReservado: 0,
          },
        ],
      },
    ]);
    const contract = financeContractFromWire(answer[0]!);
    expect(contract).toMatchObject({ ctid: 7, cttotalprazo: 300_000, ctpdf: null });
    expect(contractTotals(contract)).toMatchObject({
      contractPaid: 150_050,
      extrasTotal: 2_500,
      packageItemsTotal: 40_000,
    });
  });

  it('spec A §7: linkCheckout takes the parcel and the instalments, or a whole order holding them', () => {
    expect(
      linkCheckoutRequestSchema.parse({ financeiro: { parcid: 10 }, parcelamento: { selecionado: 3 } }),
    ).toEqual({
      financeiro: { parcid: 10 },
      parcelamento: { selecionado: 3 },
    });
    expect(linkCheckoutRequestSchema.parse({ financeiro: { parcid: 10, parcvalor: 1 }, cart: [] })).toEqual({
      financeiro: { parcid: 10 },
    });
    expect(linkCheckoutResponseSchema.safeParse({ checkoutUrl: 'not a url' }).success).toBe(false);
  });

  it('spec A §7: pix/{parcid}, dadosbancarios', () => {
    expect(pixParamsSchema.parse({ parcid: '10' })).toEqual({ parcid: 10 });
    expect(pixRequestSchema.parse({})).toEqual({});
    expect(bankDataResponseSchema.parse({ error: false, msg: 'Banco 001' })).toEqual({
      error: false,
      msg: 'Banco 001',
    });
  });
});
