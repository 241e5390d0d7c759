import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, mockApi, renderApp, signInAs } from '../../../../test/render';
import { INSTITUTIONS, makeGraduation } from '../../../backoffice.fixtures';

const detail = {
  id: 7,
  graduationId: 5,
  form: {
    AlNome: 'Ana',
    AlSobrenome: 'Souza',
    AlEmail: 'ana@teste.com.br',
    AlCPF: '52998224725',
    AlFone: '51998765432',
    AlInsta: null,
    AlCurso: 1,
    AlPolo: null,
    AlExecutivo: '',
    restricted: false,
    committee: false,
    guest: false,
    coordinator: false,
    ignoreCredits: false,
    AlCredFtDigital: 0,
    AlCredFtImpressa: 0,
  },
  hasUser: true,
  emailConfirmed: true,
  archived: false,
  duplicates: [],
};

describe("decision 54: the producer sees a student's files", { timeout: 20_000 }, () => {
  it('lists every screen’s files with the label’s name, the observation and what the portal noticed', async () => {
    signInAs(adminUser);
    mockApi({
      'GET /api/admin/alunos/7': { body: detail },
      'GET /api/admin/formaturas/5': { body: makeGraduation() },
      'GET /api/admin/instituicoes': { body: INSTITUTIONS },
      'GET /api/admin/auditoria': { body: [] },
      'GET /api/admin/alunos/7/arquivos': {
        body: [
          {
            _id: 'u1',
            name: 'entrada.mp3',
            size: 10,
            url: '/api/admin/arquivos/u1',
            mimetype: 'audio/mpeg',
            label: 'entrada-geral',
            obs: 'Começar no refrão',
            time: '1:05',
            tipo: 'formatura',
            user: 7,
            aviso: 'Esta música tem 40 segundos.',
          },
        ],
      },
    });
    await renderApp('/admin/alunos/7');
    const table = await screen.findByRole('table', { name: 'Arquivos enviados pelo formando' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Músicas da formatura');
    expect(row.textContent).toContain('entrada.mp3 (início 1:05)');
    expect(row.textContent).toContain('Entrada geral');
    expect(row.textContent).toContain('Começar no refrão');
    expect(row.textContent).toContain('Esta música tem 40 segundos.');
    expect(within(row).getByRole('button', { name: 'Baixar entrada.mp3' })).toBeTruthy();
  });
});
