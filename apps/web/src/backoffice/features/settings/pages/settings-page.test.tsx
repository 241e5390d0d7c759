import {
  backofficeMessages,
  DEFAULT_PRODUCER_SETTINGS,
  type ProducerSettings,
  producerIdentityMessages,
} from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminUser, bodyOf, mockApi, renderApp, signInAs } from '../../../../test/render';
import { LOGO_FIELD, PRODUCER_FIELDS, SETTINGS_FIELDS } from '../components/settings-fields';

const SAVED: ProducerSettings = { ...DEFAULT_PRODUCER_SETTINGS, dpoEmail: 'dpo@produtora.com.br' };

function setUp(put: (body: unknown) => { status?: number; body: unknown }) {
  signInAs(adminUser);
  return mockApi({
    'GET /api/admin/configuracoes': { body: SAVED },
    'PUT /api/admin/configuracoes': (init) => put(JSON.parse(String(init.body))),
  });
}

const puts = (fetchMock: ReturnType<typeof setUp>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');

// The form renders 18 number inputs besides the text fields: slow on a busy shared machine.
describe("decision 53: the producer's settings", { timeout: 15_000 }, () => {
  it('decision 53: each field has its explanation; the chart and an emptied e-mail are saved as the schema wants', async () => {
    const fetchMock = setUp((body) => ({ body }));
    await renderApp('/admin/configuracoes');
    const dpo = await screen.findByRole('textbox', { name: SETTINGS_FIELDS.dpoEmail.label });
    for (const field of Object.values(SETTINGS_FIELDS)) expect(screen.getByText(field.help)).toBeTruthy();
    expect((dpo as HTMLInputElement).value).toBe('dpo@produtora.com.br');

    await userEvent.clear(dpo);
    const sleeve = screen.getByRole('textbox', { name: 'Manga do tamanho GG' });
    await userEvent.clear(sleeve);
    await userEvent.type(sleeve, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));

    expect(await screen.findByText(backofficeMessages.saved)).toBeTruthy();
    const sent = bodyOf(puts(fetchMock)[0]) as ProducerSettings;
    expect(sent.dpoEmail).toBeNull();
    expect(sent.shirtSizeChart['4']).toEqual({ chest: 59, length: 76, sleeve: 31 });
    expect(sent.shirtSizeChart['1']).toEqual(DEFAULT_PRODUCER_SETTINGS.shirtSizeChart['1']);
  });

  it('decision 53: a bad value is refused before sending, with the shared message', async () => {
    const fetchMock = setUp((body) => ({ body }));
    await renderApp('/admin/configuracoes');
    const store = await screen.findByRole('textbox', { name: SETTINGS_FIELDS.storeUrl.label });
    await userEvent.clear(store);
    await userEvent.type(store, 'loja.com.br');
    const chest = screen.getByRole('textbox', { name: 'Tórax do tamanho P' });
    await userEvent.clear(chest);
    await userEvent.type(chest, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(backofficeMessages.urlInvalid)).toBeTruthy();
    expect(screen.getByText(backofficeMessages.settingsSizeRange)).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);
  });

  it("decision 122: the 'Identidade da produtora' section saves the producer; a wrong CNPJ is refused before sending", async () => {
    const fetchMock = setUp((body) => ({ body }));
    await renderApp('/admin/configuracoes');
    const section = within(await screen.findByRole('group', { name: 'Identidade da produtora' }));
    await userEvent.type(
      section.getByRole('textbox', { name: PRODUCER_FIELDS.name.label }),
      'Formaturas Exemplo',
    );
    const cnpj = section.getByRole('textbox', { name: PRODUCER_FIELDS.cnpj.label });
    await userEvent.type(cnpj, '11.222.333/0001-82');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(producerIdentityMessages.cnpjInvalid)).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);

    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11.222.333/0001-81');
    await userEvent.selectOptions(section.getByRole('combobox', { name: PRODUCER_FIELDS.state.label }), 'RS');
    await userEvent.type(section.getByRole('textbox', { name: PRODUCER_FIELDS.cep.label }), '90020-000');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar configurações' }));
    expect(await screen.findByText(backofficeMessages.saved)).toBeTruthy();
    expect((bodyOf(puts(fetchMock)[0]) as ProducerSettings).producer).toMatchObject({
      name: 'Formaturas Exemplo',
      cnpj: '11.222.333/0001-81',
      state: 'RS',
      cep: '90020-000',
    });
    expect(section.getByText(LOGO_FIELD.help)).toBeTruthy();
    expect(section.getByRole('button', { name: 'Enviar logotipo' })).toBeTruthy();
  });

  it("decision 53: the server's 400 is shown beside the form", async () => {
    setUp(() => ({ status: 400, body: { error: backofficeMessages.settingsEmailInvalid, type: 'INVALID' } }));
    await renderApp('/admin/configuracoes');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar configurações' }));
    const message = await screen.findByText(backofficeMessages.settingsEmailInvalid);
    expect(message.closest('[role="alert"]')?.textContent).toContain('Não foi possível salvar');
  });

  it('decision 53: the back-office navigation leads to the settings', async () => {
    setUp((body) => ({ body }));
    await renderApp('/admin/configuracoes');
    const link = await screen.findByRole('link', { name: 'Configurações' });
    expect(link.getAttribute('href')).toBe('/admin/configuracoes');
    expect(await screen.findByRole('heading', { name: 'Configurações da produtora' })).toBeTruthy();
  });
});
