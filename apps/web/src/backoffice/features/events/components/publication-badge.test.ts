import type { EventPublication } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { readyPhotosText } from './publication-badge';

const PUBLICATION: Record<EventPublication['estado'], EventPublication> = {
  rascunho: { estado: 'rascunho', em: null },
  agendado: { estado: 'agendado', em: '2026-12-01T12:00:00Z' },
  publicado: { estado: 'publicado', em: '2026-11-01T12:00:00Z' },
};

describe('decision 120: the photos of an event students cannot see are not called published', () => {
  it.each([
    [3, 'rascunho', '3 prontas (rascunho)'],
    [1, 'rascunho', '1 pronta (rascunho)'],
    [3, 'agendado', '3 prontas (publicação agendada)'],
    [3, 'publicado', '3 publicadas'],
    [1, 'publicado', '1 publicada'],
    [0, 'publicado', '0 publicadas'],
  ] as const)('decision 120: %i ready photos of an event in %s read "%s"', (count, state, text) => {
    expect(readyPhotosText(count, PUBLICATION[state], false)).toBe(text);
  });

  it('decision 124: an archived event is hidden like a draft, so its photos are ready, not published', () => {
    expect(readyPhotosText(3, PUBLICATION.publicado, true)).toBe('3 prontas (evento arquivado)');
  });
});
