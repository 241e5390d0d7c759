import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (spec A §3: notices are HTML from the producer; defence in depth)', () => {
  it.each([
    ['<p>Olá <b>turma</b>!<br>Até lá.</p>', '<p>Olá <b>turma</b>!<br />Até lá.</p>'],
    [
      '<a href="https://loja.exemplo.com.br/?a=1&amp;b=2">loja</a>',
      '<a href="https://loja.exemplo.com.br/?a=1&amp;b=2">loja</a>',
    ],
    [
      '<strong>R$&nbsp;4.800,00</strong> &amp; <em>parcelas</em>',
      '<strong>R$\u00a04.800,00</strong> &amp; <em>parcelas</em>',
    ],
    ['<ul><li>um</li><li>dois</li></ul>', '<ul><li>um</li><li>dois</li></ul>'],
    [
      '<a href="mailto:atendimento@exemplo.com.br">e-mail</a>',
      '<a href="mailto:atendimento@exemplo.com.br">e-mail</a>',
    ],
    ['<a href="/perfil">perfil</a>', '<a href="/perfil">perfil</a>'],
    ['<h1>Aviso</h1><h3>Prova de becas</h3>', 'Aviso<h3>Prova de becas</h3>'],
    [
      '<table><tr><td colspan="2">R$ 10</td></tr></table>',
      '<table><tr><td colspan="2">R$ 10</td></tr></table>',
    ],
  ])('keeps allowed markup: %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it.each([
    ['<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['<SCRIPT src="//x.io/a.js"></SCRIPT>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<b onmouseover=alert(1)>ok</b>', '<b>ok</b>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#x6A&#x61vascript&colon;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox">x</a>', '<a>x</a>'],
    ['<iframe src="https://x.io"></iframe>ok', 'ok'],
    ['<svg><script>alert(1)</script><circle/></svg>ok', 'ok'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['<img/src=x/onerror=alert(1)>ok', 'ok'],
    ['<a href="https://x.io" onclick="x()">x', '<a href="https://x.io">x</a>'],
    ['<a href="/perfil" target="_top" rel="opener">x</a>', '<a href="/perfil">x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<xmp><script>alert(1)</script></xmp>ok', 'ok'],
    ['<noembed><img src=x onerror=alert(1)></noembed>ok', 'ok'],
    ['<textarea><script>alert(1)</script></textarea>ok', 'ok'],
    ['ok<a href="x', 'ok'],
  ])('removes what could run: %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('escapes stray angle brackets, rewrites target=_blank with rel and closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<a href="https://x.io" target="_blank">x</a>')).toBe(
      '<a href="https://x.io" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<p><b>x</p>')).toBe('<p><b>x</b></p>');
    expect(sanitizeHtml('</div>x')).toBe('x');
    expect(sanitizeHtml("<a title='\"><script>'>x</a>")).toBe('<a title="&quot;&gt;&lt;script&gt;">x</a>');
  });

  it('property: any mix of tricky fragments comes out without scripts, handlers or unsafe links', () => {
    const fragment = fc.constantFrom(
      '<',
      '>',
      '"',
      "'",
      '=',
      '/',
      ' ',
      '&',
      '#',
      ';',
      'x',
      '<p>',
      '</p>',
      '<a href=',
      'javascript:',
      '&#106;',
      '<script>',
      '</script>',
      '<img src=x onerror=',
      'onclick=',
      '<b>',
      '<!--',
      '-->',
      '<svg>',
      '<style>',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
        const once = sanitizeHtml(parts.join(''));
        expect(once).not.toMatch(/<(script|style|img|svg|iframe)/i);
        // Attribute values are quoted text: look for handlers among the attribute names only.
        expect(once.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son[a-z]*=/i);
        // The browser's own URL parser (WHATWG, as in Node) is the oracle for where a kept link goes.
        for (const [, href] of once.matchAll(/href="([^"]*)"/g)) {
          const value = href!
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&');
          // A value the URL parser refuses is no link at all; every other one must stay on a safe scheme.
          if (!URL.canParse(value, 'https://portal.test/')) continue;
          expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(
            new URL(value, 'https://portal.test/').protocol,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });
});
