import { describe, expect, it } from 'vitest';
import { landingOf, preloadLinks } from './landing';

describe('landing preloads (decision 42)', () => {
  it.each([
    ['/', false, 'signIn'],
    ['/signin', false, 'signIn'],
    ['/signin/resumo/Contrato/1-0', false, 'signIn'],
    ['/policy', false, null],
    ['/sign/abc', false, null],
    ['/', true, 'home'],
    ['/resumo/Contrato/1-0', true, 'home'],
    ['/perfil', true, null],
    ['/signin', true, null],
  ] as const)('%s, signed in %s: %s', (path, signedIn, landing) => {
    expect(landingOf(path, signedIn)).toBe(landing);
  });

  it('decision 156: scripts become module preloads and CSS style preloads (not stylesheets), from the root', () => {
    const [js, css] = preloadLinks(document, ['assets/a.js', 'assets/a.css']);
    expect([js?.rel, js?.getAttribute('href'), css?.rel, css?.as, css?.getAttribute('href')]).toEqual([
      'modulepreload',
      '/assets/a.js',
      'preload',
      'style',
      '/assets/a.css',
    ]);
  });
});
