import { registrationMessages as m } from '@portal/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, mockApi, renderApp } from '../../../test/render';

const lookup = {
  erro: false,
  limite: 0,
  cursos: [{ id: 3, curso: 'Direito' }],
  formatura: 12,
  instituicoes: [{ InstNome: 'UFRGS', InstPolos: [] }],
  fdata: '2026-12-12',
  fhora: '19:30',
};
const withPolos = {
  ...lookup,
  instituicoes: [{ InstNome: 'UNOPAR', InstPolos: [{ poloId: 7, poloNome: 'Canoas' }] }],
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const send = () => userEvent.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
const autostoreCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/autostore');

/** A complete, valid form; `skip` leaves one field for the test to type. */
async function fillValid(skip?: string) {
  const values: [string, string][] = [
    ['Primeiro nome', 'maria'],
    ['Sobrenome', 'da silva'],
    ['Usuário do Instagram (opcional)', ''],
    ['E-mail', ' Maria@Exemplo.com.br'],
    ['CPF', '52998224725'],
    ['Celular', '51998765432'],
  ];
  for (const [label, value] of values) if (label !== skip && value) await userEvent.type(field(label), value);
  if (skip !== 'Curso') await userEvent.selectOptions(field('Curso'), '3');
}

async function openForm(answer: object = lookup, handlers = {}) {
  const fetchMock = mockApi({ 'GET /api/hash/abc': { body: answer }, ...handlers });
  const app = await renderApp('/sign/abc');
  await screen.findByRole('heading', { name: m.title, level: 1 });
  return { ...app, fetchMock };
}

describe('self-registration: opening the link (spec B §4.6)', () => {
  it('spec B §4.6: /autocadastro has too few segments and goes to /nohash', async () => {
    const fetchMock = mockApi({});
    const { router } = await renderApp('/autocadastro');
    await screen.findByRole('heading', { name: m.nohash });
    expect(router.state.location.pathname).toBe('/nohash');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('spec B §4.6: a lookup answering erro goes to /nohash', async () => {
    mockApi({ 'GET /api/hash/abc': { body: { erro: true } } });
    const { router } = await renderApp('/sign/abc');
    await screen.findByRole('heading', { name: m.nohash });
    expect(router.state.location.pathname).toBe('/nohash');
  });

  it.each([
    ['a server error', { status: 500, body: { error: 'x', type: 'UNEXPECTED' } }],
    [
      'a malformed key answer',
      { status: 400, body: { error: 'Confira os dados enviados.', type: 'INVALID' } },
    ],
    ['an answer of another shape', { body: { ok: true } }],
  ])('spec B §4.6: a failed lookup (%s) goes to /nohash', async (_, reply) => {
    mockApi({ 'GET /api/hash/abc': reply });
    const { router } = await renderApp('/sign/abc');
    await screen.findByRole('heading', { name: m.nohash });
    expect(router.state.location.pathname).toBe('/nohash');
  });

  it('spec B §4.6: a lookup that cannot reach the server goes to /nohash', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { router } = await renderApp('/sign/abc/e7');
    await screen.findByRole('heading', { name: m.nohash });
    expect(router.state.location.pathname).toBe('/nohash');
  });

  it.each([
    [30, 30],
    [30, 31],
  ])('spec B §4.6: limite %i with %i registered goes to /full', async (limite, count) => {
    mockApi({
      'GET /api/hash/abc': { body: { ...lookup, limite } },
      'GET /api/alunoscount/12': { body: { count } },
    });
    const { router } = await renderApp('/sign/abc');
    await screen.findByRole('heading', { name: m.full });
    expect(router.state.location.pathname).toBe('/full');
  });

  it('spec B §4.6: below the limit the form shows', async () => {
    await openForm({ ...lookup, limite: 30 }, { 'GET /api/alunoscount/12': { body: { count: 29 } } });
    expect(field('Primeiro nome')).toBeTruthy();
  });

  it('spec B §7: without a limit (limite 0) the count is not fetched', async () => {
    const { fetchMock } = await openForm();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/alunoscount'))).toBe(false);
  });
});

describe('self-registration: the form (spec B §2.6, §5.2)', () => {
  it("spec B §2.6: title, institution, date dd/MM/yyyy, time, and 'Já fez o autocadastro antes?' to /signin", async () => {
    await openForm();
    expect(screen.getByText('UFRGS')).toBeTruthy();
    expect(screen.getByText('12/12/2026')).toBeTruthy();
    expect(screen.getByText('19:30')).toBeTruthy();
    expect(screen.getByRole('link', { name: m.alreadyRegisteredLink }).getAttribute('href')).toBe('/signin');
    const hidden = document.querySelector<HTMLInputElement>('input[type="hidden"][name="AlFormatura"]');
    expect(hidden?.value).toBe('12');
  });

  it('spec B §2.6: the polo select shows only when the institution has polos', async () => {
    await openForm();
    expect(screen.queryByLabelText('Polo')).toBeNull();
  });

  it('spec B §2.6, §5.2: with polos, the polo is asked and required', async () => {
    const { fetchMock } = await openForm(withPolos, {
      'POST /api/autostore': { status: 201, body: { status: 'created' } },
    });
    await fillValid();
    await send();
    expect(await screen.findByText(m.poloRequired)).toBeTruthy();
    expect(autostoreCalls(fetchMock)).toHaveLength(0);
    await userEvent.selectOptions(field('Polo'), '7');
    await send();
    await screen.findByRole('heading', { name: m.success });
    expect(bodyOf(autostoreCalls(fetchMock)[0])).toMatchObject({ AlPolo: 7 });
  });

  it('spec A §5: CPF and phone are masked while typing', async () => {
    await openForm();
    await userEvent.type(field('CPF'), '52998224725');
    await userEvent.type(field('Celular'), '51998765432');
    expect(field('CPF').value).toBe('529.982.247-25');
    expect(field('Celular').value).toBe('(51) 99876-5432');
  });

  it.each([
    ['Primeiro nome', '', m.firstNameRequired],
    ['Primeiro nome', 'Maria Clara', m.firstNamePattern],
    ['Sobrenome', '', m.surnameRequired],
    ['Sobrenome', 'S.', m.surnamePattern],
    ['Curso', '', m.courseRequired],
    ['Usuário do Instagram (opcional)', 'a'.repeat(31), m.instagramMax],
    ['E-mail', '', m.emailRequired],
    ['E-mail', 'maria@', m.emailInvalid],
    ['CPF', '', m.cpfRequired],
    ['CPF', '529982247250', m.cpfMax],
    ['CPF', '52998224726', m.cpfInvalid],
    ['Celular', '', m.phoneRequired],
    ['Celular', '519987654321', m.phoneMax],
    ['Celular', '5138765432', m.phoneInvalid],
  ])('spec B §5.2: %s = %j shows %j and sends nothing', async (label, value, message) => {
    const { fetchMock } = await openForm();
    await fillValid(label);
    if (value) await userEvent.type(field(label), value);
    await send();
    expect(await screen.findByText(message)).toBeTruthy();
    const input = field(label);
    expect(
      document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent,
    ).toBe(message);
    expect(autostoreCalls(fetchMock)).toHaveLength(0);
  });

  it('spec B §4.6, §5.2: a created answer goes to /success with the normalised registration', async () => {
    const fetchMock = mockApi({
      'GET /api/hash/abc': { body: lookup },
      'POST /api/autostore': { status: 201, body: { status: 'created' } },
    });
    const { router } = await renderApp('/sign/abc/e7');
    await screen.findByRole('heading', { name: m.title, level: 1 });
    await fillValid('Usuário do Instagram (opcional)');
    await send();
    await screen.findByRole('heading', { name: m.success });
    expect(router.state.location.pathname).toBe('/success');
    expect(bodyOf(autostoreCalls(fetchMock)[0])).toEqual({
      AlNome: 'Maria da Silva',
      AlSobrenome: 'Da Silva',
      AlEmail: 'maria@exemplo.com.br',
      AlCPF: '52998224725',
      AlFone: '51998765432',
      AlInsta: null,
      AlCurso: 3,
      AlPolo: null,
      AlFormatura: 12,
      AlExecutivo: 'e7',
      key: 'abc',
    });
  });

  it('spec B §2.6: without an executive in the link, e4 is sent', async () => {
    const { fetchMock } = await openForm(lookup, {
      'POST /api/autostore': { status: 201, body: { status: 'created' } },
    });
    await fillValid();
    await send();
    await screen.findByRole('heading', { name: m.success });
    expect(bodyOf(autostoreCalls(fetchMock)[0])).toMatchObject({ AlExecutivo: 'e4' });
  });

  it.each([
    ['match', '/match', m.match],
    ['full', '/full', m.full],
  ])('spec B §4.6: a %s answer goes to %s', async (status, path, heading) => {
    const { router } = await openForm(lookup, { 'POST /api/autostore': { body: { status } } });
    await fillValid();
    await send();
    await screen.findByRole('heading', { name: heading });
    expect(router.state.location.pathname).toBe(path);
  });

  it('spec B §8, decision: a refused registration shows the error in an alert box and keeps the form', async () => {
    const { router } = await openForm(lookup, {
      'POST /api/autostore': { status: 400, body: { error: m.courseRequired, type: 'INVALID' } },
    });
    await fillValid();
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain(m.courseRequired);
    expect(router.state.location.pathname).toBe('/sign/abc');
    expect(field('Primeiro nome').value).toBe('maria');
  });
});
