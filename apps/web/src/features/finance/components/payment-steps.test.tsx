import { financeMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leave } from '../../../lib/leave';
import { makeCadastro, renderApp, signInAs } from '../../../test/render';
import { makeContract, makeParcel, mockFinanceHome } from '../finance.fixtures';
import { PIX_TOAST_MS } from './pix-panel';

const PIX_CODE =
  '00020101021226900014br.gov.bcb.pix2568127.0.0.1/api/sandbox/pix/pC.1.2.3.abcdef01.x5204000053039865802BR6304ABCD';
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>')}`;

const pixParcel = (paid = false) =>
  makeParcel({
    parcid: 700,
    parcforma: 6,
    parctitulo: 'PIX avulso',
    parcvalor: 250,
    parcpagoem: paid ? '2026-11-22' : null,
    parcvalorpago: paid ? 250 : null,
    situacao: paid
      ? { status: 'paid', label: 'Pago', tone: 'success', date: '2026-11-22', action: 'none', notice: null }
      : {
          status: 'pixAwaiting',
          label: financeMessages.pixAwaiting,
          tone: 'info',
          date: '2099-01-10',
          action: 'pixCopy',
          notice: null,
        },
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PIX, boleto and card steps of a parcel (spec A §2, §4, §8, §9)', () => {
  it('spec A §2, §4, §8: PIX shows the QR code and the code; copy puts it on the clipboard with the 10 s toast; waits, then paid', async () => {
    signInAs();
    let paid = false;
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockFinanceHome(makeCadastro(), [], {
      'GET /api/perfil/financeiro': () => ({ body: [makeContract({ AlParcelas: [pixParcel(paid)] })] }),
      'POST /api/pagamentos/pix/700': { body: { code: PIX_CODE, dinamico: true, qr: QR } },
    });
    await renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Área Financeira' }));
    const open = await card.findByRole('button', { name: 'Pagar com PIX' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    const qr = await card.findByRole('img', { name: /QR code do PIX/ });
    expect(qr.getAttribute('src')).toBe(QR);
    expect((card.getByLabelText('Código PIX (copia e cola)') as HTMLTextAreaElement).value).toBe(PIX_CODE);
    expect(card.getByText(financeMessages.pixWarning)).toBeTruthy();
    expect(card.getAllByText(financeMessages.pixAwaiting).length).toBeGreaterThanOrEqual(1);

    await userEvent.click(card.getByRole('button', { name: 'Copiar código PIX' }));
    expect(writeText).toHaveBeenCalledWith(PIX_CODE);
    expect(await screen.findByText(financeMessages.pixCopied)).toBeTruthy();
    expect(PIX_TOAST_MS).toBe(10_000);

    // The provider confirms: the next poll of the contract reads it paid.
    paid = true;
    expect(await card.findByText(financeMessages.returnPaid, {}, { timeout: 8_000 })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Recibo: PIX avulso' })).toBeTruthy();
  }, 15_000);

  it('spec A §3, §7: EXIBIR BOLETO posts the bank form with its fields to the bank URL in a new tab', async () => {
    signInAs();
    const campos = {
      idConv: '123456',
      refTran: '12345670000000501',
      valor: '72000',
      dtVenc: '10012099',
      tpPagamento: '2',
      indicadorPessoa: '1',
      tpDuplicata: 'DM',
      urlRetorno: '/resumo/Contrato/501-0',
      cpfCnpj: '52998224725',
      nome: 'MARIA SOUZA',
      endereco: 'RUA DOS ANDRADAS 1000',
      cidade: 'PORTO ALEGRE',
      uf: 'RS',
      cep: '90010000',
      msgLoja: 'Parcela 4/5 - contrato 77',
    };
    const sent: { action: string; target: string; method: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      sent.push({
        action: this.action,
        target: this.target,
        method: this.method,
        fields: Object.fromEntries(new FormData(this)) as Record<string, string>,
      });
    });
    mockFinanceHome(makeCadastro(), [makeContract({ AlParcelas: [makeParcel()] })], {
      'GET /api/pagamentos/boleto/501': { body: { url: 'http://banco.test/boleto', campos } },
    });
    await renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Área Financeira' }));
    await userEvent.click(await card.findByRole('button', { name: /EXIBIR BOLETO/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      action: 'http://banco.test/boleto',
      target: '_blank',
      method: 'post',
      fields: campos,
    });
    // The form does not stay in the page.
    expect(document.querySelector('form[target="_blank"]')).toBeNull();
  });

  it('spec A §4: a boleto already shown offers its second copy; the API refusal (overdue) is shown', async () => {
    signInAs();
    mockFinanceHome(
      makeCadastro(),
      [makeContract({ AlParcelas: [makeParcel({ parctransacao: 'boleto:1' })] })],
      {
        'GET /api/pagamentos/boleto/501': {
          status: 409,
          body: { error: financeMessages.boletoExpired, type: 'DEADLINE' },
        },
      },
    );
    await renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Área Financeira' }));
    await userEvent.click(await card.findByRole('button', { name: /Segunda via do boleto/ }));
    expect((await card.findByRole('alert')).textContent).toBe(financeMessages.boletoExpired);
  });

  it('spec A §4: an unpaid card parcel continues to its checkout', async () => {
    signInAs();
    const assign = vi.spyOn(leave, 'to').mockImplementation(() => {});
    mockFinanceHome(
      makeCadastro(),
      [
        makeContract({
          AlParcelas: [
            makeParcel({
              parcid: 650,
              parcforma: 2,
              situacao: {
                status: 'due',
                label: 'Vence',
                tone: 'pending',
                date: '2099-01-10',
                action: 'cardContinue',
                notice: null,
              },
            }),
          ],
        }),
      ],
      { 'POST /api/pagamentos/linkCheckout': { body: { checkoutUrl: 'http://checkout.test/650' } } },
    );
    await renderApp('/');
    const card = within(await screen.findByRole('region', { name: 'Área Financeira' }));
    await userEvent.click(await card.findByRole('button', { name: 'Continuar o pagamento' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://checkout.test/650'));
  });
});
