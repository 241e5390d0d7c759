import { registrationMessages as m } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { screen, user } from '../../../test/dom';
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

describe('self-registration', () => {
  it('spec B §4.6: /autocadastro without a key goes to /nohash', async () => {
    const { router } = await renderApp('/autocadastro');
    await screen.findByRole('heading', { name: m.nohash });
    expect(router.state.location.pathname).toBe('/nohash');
  });

  it('spec B §4.6: a lookup answering erro goes to /nohash', async () => {
    mockApi({ 'GET /api/hash/abc': { body: { erro: true } } });
    const { router } = await renderApp('/sign/abc');
    await screen.findByRole('heading', { name: m.nohash });
    expect(router.state.location.pathname).toBe('/nohash');
  });

  it('spec B §4.6: no vacancy left goes to /full', async () => {
    mockApi({
      'GET /api/hash/abc': { body: { ...lookup, limite: 30 } },
      'GET /api/alunoscount/12': { body: { count: 30 } },
    });
    const { router } = await renderApp('/sign/abc');
    await screen.findByRole('heading', { name: m.full });
    expect(router.state.location.pathname).toBe('/full');
  });

  it('spec B §2.6, §5.2, §4.6: the form shows the graduation, checks the fields and a created answer goes to /success', async () => {
    const fetchMock = mockApi({
      'GET /api/hash/abc': { body: lookup },
      'POST /api/autostore': { status: 201, body: { status: 'created' } },
    });
    const { router } = await renderApp('/sign/abc/e7');
    expect(await screen.findByRole('heading', { name: m.title })).toBeTruthy();
    expect(screen.getByText('UFRGS')).toBeTruthy();
    expect(screen.getByRole('link', { name: m.alreadyRegisteredLink }).getAttribute('href')).toBe('/signin');
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    expect(await screen.findByText(m.firstNameRequired)).toBeTruthy();
    expect(screen.getByText(m.courseRequired)).toBeTruthy();

    await user.type(screen.getByLabelText('Primeiro nome'), 'maria');
    await user.type(screen.getByLabelText('Sobrenome'), 'da silva');
    await user.selectOptions(screen.getByLabelText('Curso'), '3');
    await user.type(screen.getByLabelText('E-mail'), ' Maria@Exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '529.982.247-25');
    await user.type(screen.getByLabelText('Celular'), '(51) 99876-5432');
    await user.click(screen.getByRole('button', { name: 'Enviar cadastro' }));
    await screen.findByRole('heading', { name: m.success });
    expect(router.state.location.pathname).toBe('/success');
    const sent = bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/autostore')) as Record<
      string,
      unknown
    >;
    expect(sent).toMatchObject({
      AlNome: 'Maria da Silva',
      AlEmail: 'maria@exemplo.com.br',
      AlCPF: '52998224725',
      AlFone: '51998765432',
      AlCurso: 3,
      AlFormatura: 12,
      AlExecutivo: 'e7',
      key: 'abc',
      AlInsta: null,
    });
  });
});
