import type { Cadastro, FinanceViewContract } from '@portal/domain';
import { mockApi } from '../../test/render';

type Handlers = Parameters<typeof mockApi>[0];
export type FinanceParcelFixture = FinanceViewContract['AlParcelas'][number];

/** A parcel as GET /perfil/financeiro answers it: an unpaid boleto due in the future unless overridden. */
export function makeParcel(overrides: Partial<FinanceParcelFixture> = {}): FinanceParcelFixture {
  return {
    parcid: 501,
    parcconta: 77,
    parcvalor: 720,
    parcdesconto: 0,
    parcacrescimo: 0,
    parctipo: 'Contrato',
    parcforma: 5,
    parcvencimento: '2099-01-10',
    parctransacao: null,
    parcadmin: 'Portal',
    parcorigem: 'Portal',
    parctaxa: 0,
    parctitulo: 'Parcela 4/5',
    parcvenda: null,
    parcpagoem: null,
    parcvalorpago: null,
    parcdoc: null,
    parcdescavista: 0,
    parctimestamp: '2026-07-01T12:00:00.000Z',
    parcvisivel: 1,
    parcagrupador: null,
    parcgrupo: null,
    situacao: {
      status: 'due',
      label: 'Vence',
      tone: 'pending',
      date: '2099-01-10',
      action: 'boletoSecondCopy',
      notice: null,
    },
    ...overrides,
  };
}

/** Ana's demo contract: a paid entry, an overdue boleto, a boleto due, extras and a package item. */
export function makeContract(overrides: Partial<FinanceViewContract> = {}): FinanceViewContract {
  return {
    ctid: 77,
    cttotalprazo: 4800,
    ctpdf: 'https://docs.exemplo.com.br/contrato-77.pdf',
    AlParcelas: [
      makeParcel({
        parcid: 500,
        parcvalor: 1200,
        parcforma: 6,
        parctitulo: 'Entrada',
        parcvencimento: '2026-07-01',
        parcpagoem: '2026-07-01',
        parcvalorpago: 1200,
        parcdoc: 'sandbox:sbx_1',
        situacao: {
          status: 'paid',
          label: 'Pago',
          tone: 'success',
          date: '2026-07-01',
          action: 'none',
          notice: null,
        },
      }),
      makeParcel({
        parcid: 502,
        parctitulo: 'Parcela 3/5',
        parcvencimento: '2026-11-14',
        situacao: {
          status: 'overdue',
          label: 'Venceu',
          tone: 'danger',
          date: '2026-11-14',
          action: 'boletoExpired',
          notice: 'Este boleto já está vencido. Não é possível gerar segunda via.',
        },
      }),
      makeParcel(),
    ],
    AlExtras: [{ excodigo: 1, exdescricao: 'Pulseira extra', exvalor: 25 }],
    ItensPacotes: [
      {
        pctItemId: 9,
        pctItemNome: 'Álbum 30x30',
        pctItemDesc: 'Álbum de formatura com 40 páginas',
        pctItemValor: 450,
        pctItemQuant: 1,
        pctItemAtivo: 1,
        pctItemReservado: 0,
      },
    ],
    totais: {
      valor: 4800,
      ajuste: 0,
      tipoAjuste: null,
      extras: 25,
      pacotes: 450,
      pago: 1200,
      emAberto: 3625,
    },
    pagamento: {
      formas: [2, 6, 5],
      tipos: ['Contrato', 'Extras'],
      limites: { Contrato: { minimo: 100, maximo: 3600 }, Extras: { minimo: 25, maximo: 25 } },
      maxParcelas: 6,
      semJuros: 4,
      taxaJuros: 1.99,
      taxaBoleto: 0,
    },
    avista: null,
    ...overrides,
  };
}

/**
 * The home's calls for `cadastro` with `finance` as the Área Financeira's answer and green bank data;
 * `extra` adds or replaces answers.
 */
export function mockFinanceHome(cadastro: Cadastro, finance: FinanceViewContract[], extra: Handlers = {}) {
  return mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'GET /api/perfil/bcast': { body: { todos: [], aluno: [] } },
    'GET /api/perfil/fotos': { body: [] },
    'GET /api/perfil/financeiro': { body: finance },
    'GET /api/pagamentos/dadosbancarios': {
      body: { error: false, msg: 'Banco 001, agência 1234, conta 5678-9' },
    },
    ...extra,
  });
}
