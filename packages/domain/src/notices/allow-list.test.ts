import { describe, expect, it } from 'vitest';
import { NOTICE_ALLOWED_TAGS, NOTICE_DROPPED_WITH_CONTENT, noticeLink } from './allow-list';

describe('notice allow-list (spec A §3: crmdesc is HTML from the producer)', () => {
  it.each([
    ['https://loja.exemplo.com.br/x', { keep: true, href: 'https://loja.exemplo.com.br/x', newTab: false }],
    ['HTTP://exemplo.com.br', { keep: true, href: 'HTTP://exemplo.com.br', newTab: false }],
    ['  https://exemplo.com.br  ', { keep: true, href: 'https://exemplo.com.br', newTab: false }],
    [
      'mailto:atendimento@exemplo.com.br',
      { keep: true, href: 'mailto:atendimento@exemplo.com.br', newTab: false },
    ],
    ['tel:+5551999990000', { keep: true, href: 'tel:+5551999990000', newTab: false }],
    ['/perfil', { keep: true, href: '/perfil', newTab: false }],
    ['album/1', { keep: true, href: 'album/1', newTab: false }],
  ])('keeps %s', (href, expected) => {
    expect(noticeLink(href)).toEqual(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
    'ftp://exemplo.com.br',
  ])('drops %j', (href) => {
    expect(noticeLink(href)).toEqual({ keep: false });
  });

  it.each([
    ['_blank', true],
    [' _BLANK ', true],
    ['_top', false],
    ['_self', false],
    [null, false],
  ])('target %j: opens a new tab: %s', (target, newTab) => {
    expect(noticeLink('https://exemplo.com.br', target)).toEqual({
      keep: true,
      href: 'https://exemplo.com.br',
      newTab,
    });
  });

  it('no tag is both kept and dropped with its content', () => {
    const dropped = new Set<string>(NOTICE_DROPPED_WITH_CONTENT);
    expect(NOTICE_ALLOWED_TAGS.filter((tag) => dropped.has(tag))).toEqual([]);
  });
});
