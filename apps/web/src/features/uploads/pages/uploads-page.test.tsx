import { type Upload, uploadMessages } from '@portal/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, makeCadastro, mockApi, renderApp, signInAs } from '../../../test/render';

type Handlers = Parameters<typeof mockApi>[0];

const photo: Upload = {
  _id: 'u1',
  name: 'eu-crianca.jpg',
  size: 300_000,
  url: '/api/uploads/u1/arquivo',
  mimetype: 'image/jpeg',
  label: null,
  obs: null,
  time: null,
  tipo: 'individual',
  user: 101,
};

const music: Upload = { ...photo, _id: 'u2', name: 'entrada.mp3', mimetype: 'audio/mpeg', tipo: 'formatura' };

const forbidden = { status: 403, body: { error: 'Acesso negado.', type: 'FORBIDDEN' } };

/**
 * The screen's calls: a committee member's registration (the class's music is theirs, spec A §2 card 10)
 * whose deadlines are open unless `eventDate` says otherwise.
 */
function mockUploads(extra: Handlers = {}, eventDate = '2099-12-12', committee = true) {
  const cadastro = makeCadastro({ AlComissao: committee });
  cadastro.AlFormDados.FormData = eventDate;
  return mockApi({
    'GET /api/perfil/cadastro': { body: cadastro },
    'GET /api/uploads/formatura': { body: [] },
    'GET /api/uploads/individual': { body: [photo] },
    'GET /api/uploads/complementar': forbidden,
    'GET /api/uploads/certificado': { body: [] },
    ...extra,
  });
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('/uploads (spec A §2)', () => {
  it('lists each screen the API serves, with the labels that fit each file', async () => {
    signInAs();
    mockUploads({ 'GET /api/uploads/formatura': { body: [music] } });
    // The home's link opens its screen's tab.
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    // spec A §2: complementar only when the graduation's flag lets the API answer.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Músicas da formatura',
      'Fotos e música individuais',
      'Certificado',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Fotos e música individuais');

    const select = within(individual).getByRole('combobox', {
      name: 'Identificação de eu-crianca.jpg',
    }) as HTMLSelectElement;
    expect(Array.from(select.options, (option) => option.text)).toEqual([
      'Escolha a identificação',
      'Foto pessoal',
      'Homenagem à família',
      'Painel de LED',
    ]);
    expect(select.options[0]?.disabled).toBe(true);
    expect(within(individual).getByText(uploadMessages.dropzoneIdle)).toBeTruthy();
    // spec A §5: the music start only for MP3s.
    expect(within(individual).queryByRole('textbox', { name: /Início da música/ })).toBeNull();
    // The tabs answer the keyboard: the left arrow selects formatura, where the MP3 has its start.
    screen.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    const formatura = await section('Músicas da formatura');
    expect(document.activeElement?.textContent).toBe('Músicas da formatura');
    expect(
      within(formatura).getByRole('textbox', { name: 'Início da música entrada.mp3 (mm:ss)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Fotos e música individuais' })).toBeNull();
  });

  it('what the portal noticed in a file shows beside it', async () => {
    signInAs();
    mockUploads({
      'GET /api/uploads/individual': { body: [{ ...photo, aviso: uploadMessages.smallPhoto(300, 200) }] },
    });
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    expect(await within(individual).findByText(uploadMessages.smallPhoto(300, 200))).toBeTruthy();
  });

  it('spec A §5, §8: a file of a type the screen does not take is refused with the spec text', async () => {
    signInAs();
    const fetchMock = mockUploads();
    await renderApp('/uploads?tipo=certificado');
    const certificado = await section('Certificado');
    const input = within(certificado).getByLabelText('Enviar arquivos: Certificado');
    fireEvent.change(input, { target: { files: [new File(['ola'], 'nota.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(uploadMessages.dropzoneRejected)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/uploads')).toBe(false);
  });

  it('spec A §8: a file the API refuses shows its text and is marked failed', async () => {
    signInAs();
    mockUploads();
    const sent: FormData[] = [];
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      headers: Record<string, string> = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: FormData) {
        sent.push(body);
        expect(this.headers.Authorization).toBe('Bearer token-123');
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.status = 400;
        this.responseText = JSON.stringify({ error: uploadMessages.onlyOneMusic, type: 'LIMIT' });
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await renderApp('/uploads');
    const formatura = await section('Músicas da formatura');
    const file = new File(['ID3'], 'valsa.mp3', { type: 'audio/mpeg' });
    await userEvent.upload(within(formatura).getByLabelText('Enviar arquivos: Músicas da formatura'), file);
    expect(await screen.findByText(uploadMessages.onlyOneMusic)).toBeTruthy();
    expect(await within(formatura).findByText(uploadMessages.uploadFailed)).toBeTruthy();
    await userEvent.click(within(formatura).getByRole('button', { name: 'Tirar da lista valsa.mp3' }));
    expect(within(formatura).queryByText(uploadMessages.uploadFailed)).toBeNull();
    // decision 54: the field `tipo` goes before the file.
    expect(Array.from(sent[0]?.keys() ?? [])).toEqual(['tipo', 'file']);
    expect(sent[0]?.get('tipo')).toBe('formatura');
  });

  it('spec A §4: a file goes with progress, then the list shows it with the loaded toast', async () => {
    signInAs();
    const list: Upload[] = [];
    mockUploads({ 'GET /api/uploads/certificado': () => ({ body: list }) });
    let finish = () => {};
    class FakeXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send() {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 10 } as ProgressEvent);
        finish = () => {
          const created = {
            ...photo,
            _id: 'u9',
            name: 'diploma.pdf',
            mimetype: 'application/pdf',
            tipo: 'certificado' as const,
          };
          list.push(created);
          this.status = 201;
          this.responseText = JSON.stringify(created);
          this.onload?.();
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await renderApp('/uploads?tipo=certificado');
    const certificado = await section('Certificado');
    const file = new File(['%PDF-1.7'], 'diploma.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(certificado).getByLabelText('Enviar arquivos: Certificado'), file);
    const bar = (await within(certificado).findByRole('progressbar', {
      name: 'Enviando diploma.pdf',
    })) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    act(() => finish());
    expect(await screen.findByText(uploadMessages.fileLoaded)).toBeTruthy();
    expect(
      await within(certificado).findByRole('combobox', { name: 'Identificação de diploma.pdf' }),
    ).toBeTruthy();
    expect(within(certificado).queryByRole('progressbar')).toBeNull();
  });

  it('spec A §5, §8: a label change posts the slug and shows the saved toast', async () => {
    signInAs();
    const fetchMock = mockUploads({
      'POST /api/uploads/label': { body: { message: uploadMessages.labelSet } },
    });
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    await userEvent.selectOptions(
      within(individual).getByRole('combobox', { name: 'Identificação de eu-crianca.jpg' }),
      'Painel de LED',
    );
    expect(await screen.findByText(uploadMessages.labelSet)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/uploads/label');
    expect(bodyOf(call)).toEqual({ id: 'u1', label: 'painel-led' });
  });

  it('spec A §5: an empty observation is not sent', async () => {
    signInAs();
    const fetchMock = mockUploads();
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    await userEvent.click(within(individual).getByRole('button', { name: 'Salvar observação' }));
    expect(await within(individual).findByText(uploadMessages.noteRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/uploads/obs')).toBe(false);
  });

  it('spec A §4, §8: after the deadline the screen says so and delete shows the amber text', async () => {
    signInAs();
    const fetchMock = mockUploads({}, '2020-03-20');
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    // FormLimiteEntrega 30: the last day is 20/03/2020 + 30 − 1.
    expect(
      within(individual).getByText('Seu prazo para alteração dos conteúdos expirou em 18/04/2020.'),
    ).toBeTruthy();
    expect(within(individual).queryByText(uploadMessages.dropzoneIdle)).toBeNull();
    await userEvent.click(within(individual).getByRole('button', { name: 'Excluir eu-crianca.jpg' }));
    const amber = await screen.findByText(uploadMessages.cannotDeleteAnymore);
    expect(amber.closest('.toast-warning')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit)?.method === 'DELETE')).toBe(false),
    );
  });

  it('spec A §5, §8: an observation and a music start are saved with their toasts', async () => {
    signInAs();
    const fetchMock = mockUploads({
      'GET /api/uploads/formatura': { body: [{ ...music, label: 'encerramento' }] },
      'POST /api/uploads/obs': { body: { message: uploadMessages.noteSaved } },
      'POST /api/uploads/time': { body: { message: 'ok' } },
    });
    await renderApp('/uploads?tipo=formatura');
    const formatura = await section('Músicas da formatura');
    await userEvent.type(
      within(formatura).getByRole('textbox', { name: 'Observação de entrada.mp3' }),
      'Cortar o fim',
    );
    await userEvent.click(within(formatura).getByRole('button', { name: 'Salvar observação' }));
    expect(await screen.findByText(uploadMessages.noteSaved)).toBeTruthy();
    expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/uploads/obs'))).toEqual({
      id: 'u2',
      obs: 'Cortar o fim',
    });

    const start = within(formatura).getByRole('textbox', { name: 'Início da música entrada.mp3 (mm:ss)' });
    await userEvent.type(start, '90');
    await userEvent.click(within(formatura).getByRole('button', { name: 'Salvar início' }));
    expect(await within(formatura).findByText('Use minutos e segundos, como 0:45.')).toBeTruthy();
    await userEvent.clear(start);
    await userEvent.type(start, '1:30');
    await userEvent.click(within(formatura).getByRole('button', { name: 'Salvar início' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock.mock.calls.find(([url]) => url === '/api/uploads/time'))).toEqual({
        id: 'u2',
        label: 'encerramento',
        time: '1:30',
      }),
    );
  });

  it('spec A §8: a full screen says all files are loaded; a file is downloaded with the token', async () => {
    signInAs();
    const certificate = { ...photo, tipo: 'certificado' as const };
    const fetchMock = mockUploads({
      'GET /api/uploads/certificado': {
        body: [certificate, { ...certificate, _id: 'u3', name: 'verso.jpg' }],
      },
      'GET /api/uploads/u1/arquivo': { body: {} },
    });
    const createObjectURL = vi.fn(() => 'blob:arquivo');
    // jsdom has no object URLs: a URL class that adds them, put back after the test.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    await renderApp('/uploads?tipo=certificado');
    const certificado = await section('Certificado');
    expect(within(certificado).getByText(uploadMessages.allFilesUploaded)).toBeTruthy();
    await userEvent.click(within(certificado).getByRole('button', { name: 'Baixar eu-crianca.jpg' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/uploads/u1/arquivo');
    const init = (call?.[1] ?? {}) as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it("decision 133: spec A §6 'Músicas da formatura' is a committee tool: another student has no tab and no call", async () => {
    signInAs();
    const fetchMock = mockUploads({ 'GET /api/uploads/formatura': { body: [music] } }, '2099-12-12', false);
    await renderApp('/uploads?tipo=formatura');
    await section('Fotos e música individuais');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Fotos e música individuais',
      'Certificado',
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/uploads/formatura')).toBe(false);
  });

  it('decision 133: a sent photo shows its thumbnail, fetched with the token; a music has none', async () => {
    signInAs();
    const fetchMock = mockUploads({
      'GET /api/uploads/formatura': { body: [music] },
      'GET /api/uploads/u1/miniatura': { body: {} },
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = vi.fn(() => 'blob:miniatura');
        static override revokeObjectURL = vi.fn();
      },
    );
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    const thumb = (await within(individual).findByRole('img', {
      name: 'Miniatura de eu-crianca.jpg',
    })) as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe('blob:miniatura');
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/uploads/u1/miniatura');
    expect(new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Authorization')).toBe(
      'Bearer token-123',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/uploads/u2/'))).toBe(false);
  });

  it("decision 133: spec A §8 'Você já carregou todos os arquivos necessários.' is news, not an error", async () => {
    signInAs();
    const certificate = { ...photo, tipo: 'certificado' as const };
    const fetchMock = mockUploads({
      'GET /api/uploads/certificado': {
        body: [certificate, { ...certificate, _id: 'u3', name: 'verso.jpg' }],
      },
    });
    await renderApp('/uploads?tipo=certificado');
    const certificado = await section('Certificado');
    const notice = within(certificado).getByText(uploadMessages.allFilesUploaded);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(notice.closest('.banner-success')).toBeTruthy();
    const input = within(certificado).getByLabelText('Enviar arquivos: Certificado');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'outro.pdf', { type: 'application/pdf' })] },
    });
    const told = await screen.findAllByText(uploadMessages.allFilesUploaded);
    const toastItem = told.find((node) => node.closest('.toast'));
    expect(toastItem?.closest('.toast-error')).toBeNull();
    expect(toastItem?.closest('.toast-info')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/uploads')).toBe(false);
  });

  it('decision 133: deleting a file asks first; cancelling keeps it, confirming deletes it', async () => {
    signInAs();
    const fetchMock = mockUploads({
      'DELETE /api/uploads/u1': { body: { message: uploadMessages.fileDeleted } },
    });
    const deletes = () =>
      fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE');
    await renderApp('/uploads?tipo=individual');
    const individual = await section('Fotos e música individuais');
    await userEvent.click(within(individual).getByRole('button', { name: 'Excluir eu-crianca.jpg' }));
    const ask = within(individual).getByRole('group', { name: 'Excluir eu-crianca.jpg?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(within(individual).queryByRole('group', { name: 'Excluir eu-crianca.jpg?' })).toBeNull();
    expect(deletes()).toHaveLength(0);
    await userEvent.click(within(individual).getByRole('button', { name: 'Excluir eu-crianca.jpg' }));
    await userEvent.click(
      within(within(individual).getByRole('group', { name: 'Excluir eu-crianca.jpg?' })).getByRole('button', {
        name: 'Sim, excluir',
      }),
    );
    expect(await screen.findByText(uploadMessages.fileDeleted)).toBeTruthy();
    expect(deletes().map(([url]) => url)).toEqual(['/api/uploads/u1']);
  });
});
