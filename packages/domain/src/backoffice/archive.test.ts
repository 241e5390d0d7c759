import { describe, expect, it } from 'vitest';
import { archivedQuerySchema, DELETE_BLOCKERS, deleteRefusal, graduationLabel } from './archive';

describe('decision 124: a delete only where nothing depends on it', () => {
  it('decision 124: a free record may be deleted', () => {
    expect(deleteRefusal('graduation', {})).toBeNull();
    expect(deleteRefusal('student', { contracts: 0, orders: 0, uploads: 0 })).toBeNull();
  });

  it('decision 124: the refusal names what depends on it, counted, and offers the archive', () => {
    expect(deleteRefusal('graduation', { students: 3, events: 1 })).toBe(
      'Não é possível excluir esta formatura: ela tem 3 formandos e 1 evento. Arquive-a para escondê-la sem perder nada.',
    );
    expect(deleteRefusal('student', { contracts: 1, orders: 2, uploads: 1 })).toBe(
      'Não é possível excluir este formando: ele tem 1 contrato, 2 pedidos e 1 arquivo enviado. Arquive-o para escondê-lo sem perder nada.',
    );
    expect(deleteRefusal('institution', { graduations: 1 })).toContain(
      'esta instituição: ela tem 1 formatura',
    );
  });

  it('decision 124: only the kind’s blockers count (a course’s own contracts are not its to count)', () => {
    expect(deleteRefusal('course', { contracts: 5 })).toBeNull();
    expect(deleteRefusal('course', { students: 1 })).toContain('1 formando');
    expect(DELETE_BLOCKERS.campus).toEqual(['students']);
  });

  it('decision 124: archived rows are left out unless arquivados=1', () => {
    expect(archivedQuerySchema.parse({}).arquivados).toBe(false);
    expect(archivedQuerySchema.parse({ arquivados: '1' }).arquivados).toBe(true);
    expect(() => archivedQuerySchema.parse({ arquivados: 'sim' })).toThrow();
  });
});

describe('decision 124: pickers name a graduation with its year and status', () => {
  it.each([
    [{ name: 'Direito', FormData: '2026-12-10', closed: false }, 'Direito 2026 · em andamento'],
    [{ name: 'Direito', FormData: '2025-12-10', closed: true }, 'Direito 2025 · encerrada'],
    [{ name: 'Direito', FormData: '2024-12-10', closed: true, archived: true }, 'Direito 2024 · arquivada'],
    [{ name: 'Medicina 2026', FormData: '2026-07-01', closed: false }, 'Medicina 2026 · em andamento'],
    [{ name: 'Odonto', FormData: null, closed: false }, 'Odonto · em andamento'],
  ])('decision 124: %o is "%s"', (g, label) => {
    expect(graduationLabel(g)).toBe(label);
  });
});
