import { globalMessages } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api-client';
import { getToken } from '../../../../lib/session';
import { mockApi, signInAs } from '../../../../test/render';
import { FakeXhr } from '../fake-xhr';
import { uploadClassFile as send } from './upload-class-file';

const file = new File(['nome;email\n'], 'turma.csv', { type: 'text/csv' });

describe('the class upload (XMLHttpRequest beside the one client)', () => {
  it("an {error, type} answer becomes the client's ApiError", async () => {
    signInAs();
    FakeXhr.install(() => ({ status: 409, body: { error: 'Encerrada.', type: 'LIMIT' } }));
    await expect(send({ graduationId: 5, file, apply: true })).rejects.toEqual(
      new ApiError(409, 'LIMIT', 'Encerrada.'),
    );
  });

  it('a 401 is handed to the one client, which ends the session as for any call', async () => {
    signInAs();
    FakeXhr.install(() => ({ status: 401, body: { error: 'Sessão expirada.', type: 'UNAUTHORIZED' } }));
    const fetchMock = mockApi({
      'GET /api/sessao': { status: 401, body: { error: 'x', type: 'UNAUTHORIZED' } },
    });
    await expect(send({ graduationId: 5, file, apply: false })).rejects.toMatchObject({ status: 401 });
    await expect.poll(() => getToken()).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/sessao');
  });

  it('an answer off the contract is not trusted', async () => {
    signInAs();
    FakeXhr.install(() => ({ body: { counts: 'muitos' } }));
    await expect(send({ graduationId: 5, file, apply: false })).rejects.toEqual(
      new ApiError(200, 'UNEXPECTED', globalMessages.unexpected),
    );
  });
});
