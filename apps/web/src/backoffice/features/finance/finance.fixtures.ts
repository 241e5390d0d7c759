import type { AdminParcel, AdminStudentFinance, LedgerEvent, Receipt } from '@portal/domain';

// Answers of the back-office finance calls for component tests, shaped by the domain's schemas (the
// screens parse every answer with them, so a fixture that drifts fails loudly).

export function makeParcel(overrides: Partial<AdminParcel> = {}): AdminParcel {
  return {
    id: 31,
    tipo: 'Contrato',
    forma: 6,
    formaNome: 'PIX',
    titulo: 'Entrada',
    valor: 1000,
    cobrado: 1000,
    vencimento: '2026-10-01',
    pagoEm: '2026-10-01',
    valorPago: 1000,
    documento: null,
    admin: null,
    origem: 'Portal',
    visivel: true,
    provedor: 'sandbox',
    situacao: { label: 'Pago', tone: 'success' },
    manual: false,
    baixa: false,
    cancelado: false,
    motivoCancelamento: null,
    numero: null,
    ...overrides,
  };
}

export function makeStudentFinance(overrides: Partial<AdminStudentFinance> = {}): AdminStudentFinance {
  return {
    aluno: {
      id: 7,
      nome: 'Ana Souza',
      cpf: '52998224725',
      formaturaId: 5,
      formatura: 'Direito 2027',
      valorPrazo: 3000,
    },
    contratos: [
      {
        id: 12,
        valor: 3000,
        pdf: 'https://produtora.example/c.pdf',
        assinadoEm: '2026-03-01',
        totais: {
          valor: 3000,
          ajuste: 0,
          extras: 25,
          pacotes: 450,
          pago: 1450,
          emAbertoContrato: 1550,
          emAbertoExtras: 475,
        },
        parcelas: [
          makeParcel(),
          makeParcel({
            id: 32,
            forma: 1,
            formaNome: 'Dinheiro',
            titulo: 'Pagamento em dinheiro',
            valor: 450,
            cobrado: 450,
            valorPago: 450,
            origem: 'Produtora',
            admin: 'Adm',
            provedor: null,
            manual: true,
          }),
          makeParcel({
            id: 33,
            pagoEm: null,
            valorPago: null,
            situacao: { label: 'Venceu', tone: 'danger' },
            forma: 5,
            formaNome: 'Boleto',
          }),
        ],
        extras: [{ id: 3, descricao: 'Pulseira extra', valor: 25 }],
        itens: [
          {
            id: 4,
            nome: 'Álbum 30x30',
            descricao: 'Álbum de 40 páginas',
            valor: 450,
            quantidade: 1,
            ativo: true,
            reservado: 0,
          },
        ],
      },
    ],
    ...overrides,
  };
}

export function makeReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    numero: '000032',
    parcelaId: 32,
    contratoId: 12,
    alunoId: 7,
    aluno: 'Ana Souza',
    cpf: '52998224725',
    formatura: 'Direito 2027',
    tipo: 'Contrato',
    forma: 'Cheque',
    valor: 450,
    pagoEm: '2026-11-20',
    documento: '000123',
    observacao: 'Parcela de novembro',
    registradoPor: 'Adm Financeiro',
    registradoEm: '2026-11-20T15:00:00.000Z',
    cancelado: false,
    canceladoEm: null,
    motivoCancelamento: null,
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<LedgerEvent> = {}): LedgerEvent {
  return {
    id: 90,
    provedor: 'sandbox',
    evento: 'evt_1',
    cobranca: 'cC.33.100000.1.abcd1234.xxxxxxxxxxxx',
    status: 'approved',
    valor: 1000,
    pagoEm: '2026-11-20',
    recebidoEm: '2026-11-20T15:00:00.000Z',
    processadoEm: '2026-11-20T15:00:01.000Z',
    situacao: 'applied',
    situacaoTexto: 'Pagamento aplicado',
    parcelaId: 31,
    cobrado: 1000,
    aluno: { id: 7, nome: 'Ana Souza' },
    formatura: { id: 5, nome: 'Direito 2027' },
    ...overrides,
  };
}
