import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (notice texts, spec A §3 crmdesc)', () => {
  it.each([
    ['<p>Olá <b>turma</b></p>', '<p>Olá <b>turma</b></p>'],
    ['<script>alert(1)</script>Texto', 'Texto'],
    ['<img src=x onerror="alert(1)">Foto', 'Foto'],
    ['<p style="color:red" onclick="x()">A</p>', '<p>A</p>'],
    ['<a href="javascript:alert(1)">link</a>', '<a>link</a>'],
    ['<iframe src="https://x"></iframe><style>p{}</style>ok', 'ok'],
    ['<font color="red">velho</font>', 'velho'],
    [
      '<a href="https://exemplo.com.br/x">site</a>',
      '<a href="https://exemplo.com.br/x" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    ['<ul><li>um</li><li>dois</li></ul>', '<ul><li>um</li><li>dois</li></ul>'],
    ['1 &lt; 2 &amp; 3', '1 &lt; 2 &amp; 3'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
});
