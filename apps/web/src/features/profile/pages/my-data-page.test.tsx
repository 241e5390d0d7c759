import { type MyData, myDataMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';
import { stackedLabels } from '../../../test/stacked-labels';

const saved = captureDownloads();

const states = (reminders: boolean): MyData['consentStates'] => [
  {
    kind: 'policy',
    inForce: true,
    since: '2026-11-02T13:00:00.000Z',
    version: '2026-11',
    currentVersion: '2026-11',
    withdrawable: false,
  },
  {
    kind: 'face_search',
    inForce: false,
    since: null,
    version: null,
    currentVersion: '2026-11',
    withdrawable: false,
  },
  {
    kind: 'email_reminders',
    inForce: reminders,
    since: null,
    version: null,
    currentVersion: '2026-11',
    withdrawable: reminders,
  },
];

function makeMyData(overrides: Partial<MyData> = {}): MyData {
  return {
    registration: {
      id: 101,
      firstName: 'Maria',
      surname: 'Souza',
      email: 'maria@exemplo.com.br',
      cpf: '52998224725',
      phone: '51999990000',
      instagram: null,
      address: {
        cep: '90010000',
        street: 'Rua dos Andradas',
        number: '1000',
        complement: null,
        district: 'Centro Histórico',
        city: 'Porto Alegre',
        uf: 'RS',
        reviewedOn: '2026-10-01',
      },
      graduation: 'Medicina UFRGS 2026',
      course: 'Medicina',
      campus: null,
      guest: false,
      restricted: false,
      committee: false,
      coordinator: false,
      digitalCredits: 10,
      printedCredits: 0,
      shirtSize: null,
      createdAt: '2026-03-01T12:00:00.000Z',
    },
    contracts: [
      {
        id: 7,
        totalTermCents: 300_000,
        parcels: [
          {
            id: 1,
            kind: 'Contrato',
            title: 'Parcela 1',
            dueOn: '2026-10-10',
            amountCents: 100_000,
            discountCents: 0,
            surchargeCents: 0,
            paidOn: '2026-10-09',
            paidCents: 100_000,
            method: 6,
            orderId: null,
          },
        ],
        extras: [],
      },
    ],
    orders: [
      {
        id: 33,
        placedOn: '2026-10-20',
        totalCents: 4_500,
        discountCents: 0,
        shippingCents: 0,
        deliveryMode: null,
        trackingCode: null,
        paidOn: null,
        deliveredOn: null,
        lines: [{ kind: 'produto', slug: 'caneca', photoId: null, quantity: 1, unitCents: 4_500 }],
      },
    ],
    uploads: [
      {
        id: 'u1',
        type: 'formatura',
        name: 'entrada.mp3',
        size: 2_500_000,
        mimetype: 'audio/mpeg',
        label: null,
        obs: null,
        createdAt: '2026-09-01T12:00:00.000Z',
      },
    ],
    consents: [
      {
        id: 1,
        kind: 'policy',
        version: '2026-11',
        channel: 'cadastro',
        givenAt: '2026-11-02T13:00:00.000Z',
        withdrawnAt: null,
      },
    ],
    consentStates: states(true),
    remindersSent: [{ deadline: 'camiseta', deadlineOn: '2027-05-01', sentAt: '2026-11-24T11:00:00.000Z' }],
    account: {
      email: 'maria@exemplo.com.br',
      createdAt: '2026-03-01T12:00:00.000Z',
      emailConfirmedAt: '2026-03-01T12:05:00.000Z',
      sessionVersion: 2,
      links: [],
    },
    adminActions: {
      items: [
        {
          id: 9,
          at: '2026-11-20T15:00:00.000Z',
          adminName: 'Paula',
          code: 'perfil.cadastro.ver',
          kind: 'leitura',
          sentence: 'Paula consultou o cadastro de Maria Souza',
          detail: null,
        },
      ],
      next: 9,
    },
    ownActs: true,
    ...overrides,
  };
}

async function openMyData(data: MyData = makeMyData(), handlers = {}) {
  signInAs();
  const fetchMock = mockApi({
    'GET /api/perfil/cadastro': { body: makeCadastro() },
    'GET /api/perfil/meus-dados': { body: data },
    'GET /api/privacidade/exclusao': { body: { request: null } },
    ...handlers,
  });
  await renderApp('/perfil/meus-dados');
  await screen.findByRole('heading', { name: 'Cadastro' });
  return fetchMock;
}

describe('/perfil/meus-dados', () => {
  it('LGPD art. 18: shows each part in its section, in pt-BR, with the deletion last', async () => {
    await openMyData();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual([
      'Baixar uma cópia',
      'Cadastro',
      'Contrato e parcelas',
      'Pedidos',
      'Envios',
      'Consentimentos',
      'Sessões',
      'Ações de administradores',
      'Excluir minha conta',
    ]);
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText(/foram encerradas de uma vez .*: 2 vezes\./)).toBeTruthy();
    expect(screen.getByText(/Pedido nº 33/)).toBeTruthy();
    expect(screen.getByText('entrada.mp3')).toBeTruthy();
    expect(screen.getByText('Paula consultou o cadastro de Maria Souza')).toBeTruthy();
    expect(screen.getByText(myDataMessages.policyNotWithdrawable)).toBeTruthy();
  });

  it('decision 130: every table stacks on a phone, each cell named by its column', async () => {
    await openMyData();
    const tables = screen.getAllByRole('table');
    expect(tables.length).toBe(3);
    for (const table of tables) {
      expect(table.classList.contains('stacked-table')).toBe(true);
      for (const [header, label] of stackedLabels(table as HTMLTableElement)) expect(label).toBe(header);
    }
  });

  it('LGPD art. 18 V: downloads the JSON and the zip with the session', async () => {
    const fetchMock = await openMyData(makeMyData(), {
      'GET /api/perfil/meus-dados/exportar': { body: { format: 'portal-do-formando/meus-dados' } },
      'GET /api/perfil/meus-dados/arquivos': { body: 'PK' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados (JSON)' }));
    await waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/)]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus arquivos (zip)' }));
    await waitFor(() => expect(saved[1]).toMatch(/^meus-arquivos-.*\.zip$/));
    const exported = fetchMock.mock.calls.find(([url]) => String(url) === '/api/perfil/meus-dados/exportar');
    expect(exported).toBeDefined();
    expect(new Headers((exported![1] as RequestInit).headers).get('authorization')).toBe('Bearer token-123');
  });

  it('decision 137: revoking e-mail reminders turns them off and offers them back', async () => {
    const log = makeMyData().consents;
    const fetchMock = await openMyData(makeMyData(), {
      'DELETE /api/perfil/consentimentos/email_reminders': { body: { log, states: states(false) } },
    });
    const reminders = screen.getByText('Lembretes de prazos por e-mail').closest('li')!;
    expect(within(reminders).getByText('Ligados')).toBeTruthy();
    expect(within(reminders).getByText(/Lembretes já enviados: 1; o último em 24\/11\/2026/)).toBeTruthy();
    await userEvent.click(within(reminders).getByRole('button', { name: /^Revogar/ }));
    await within(reminders).findByText('Desligados');
    expect(within(reminders).getByRole('button', { name: 'Voltar a receber os lembretes' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit).method === 'DELETE')).toBe(true);
    // The policy offers no 'Revogar': the reason is on screen instead.
    const policy = screen
      .getByText('Política de privacidade e termos de adesão', { selector: 'strong' })
      .closest('li')!;
    expect(within(policy).queryByRole('button', { name: /Revogar/ })).toBeNull();
  });

  it('decision 137: an administrator acting as the student sees the data but no downloads or consent buttons', async () => {
    await openMyData(makeMyData({ ownActs: false }));
    expect(screen.queryByRole('button', { name: 'Baixar meus dados (JSON)' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revogar/ })).toBeNull();
    expect(screen.getAllByText(myDataMessages.ownActsOnly).length).toBe(2);
  });

  it('LGPD art. 18: loads older administrators’ actions on demand', async () => {
    await openMyData(makeMyData(), {
      'GET /api/perfil/meus-dados/acoes?depois=9': {
        body: {
          items: [
            {
              id: 5,
              at: '2026-10-01T15:00:00.000Z',
              adminName: 'Rui',
              code: 'acesso.agir',
              kind: 'escrita',
              sentence: 'Rui passou a agir como Maria Souza',
              detail: null,
            },
          ],
          next: null,
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ver ações mais antigas' }));
    await screen.findByText('Rui passou a agir como Maria Souza');
    expect(screen.queryByRole('button', { name: 'Ver ações mais antigas' })).toBeNull();
  });

  it('shows the server’s words and a retry when the data cannot be read', async () => {
    signInAs();
    mockApi({
      'GET /api/perfil/cadastro': { body: makeCadastro() },
      'GET /api/perfil/meus-dados': { status: 500, body: { error: 'Falhou aqui.', type: 'UNEXPECTED' } },
      'GET /api/privacidade/exclusao': { body: { request: null } },
    });
    await renderApp('/perfil/meus-dados');
    expect((await screen.findByRole('alert')).textContent).toContain('Tentar de novo');
  });
});
