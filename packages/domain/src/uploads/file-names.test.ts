import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayFileName, downloadFileName, safeFileName, stripBidiControls } from './file-names';
import { ContentType } from './types';

const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

describe('decision 102: file names read as they are', () => {
  it.each(BIDI)('decision 102: the bidi control U+%s is stripped from every displayed name', (control) => {
    const name = `foto${control}gpj.exe`;
    expect(stripBidiControls(name)).toBe('fotogpj.exe');
    expect(displayFileName(name)).toBe('fotogpj.exe');
    expect(safeFileName(`Ana${control} Souza`)).toBe('Ana Souza');
  });

  it('decision 102: no name built from any text keeps a bidi control', () => {
    const withControls = fc
      .array(fc.oneof(fc.string(), fc.constantFrom(...BIDI)), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(withControls, fc.constantFrom(...Object.values(ContentType)), (name, type) => {
        for (const shown of [displayFileName(name), downloadFileName(name, type), safeFileName(name)]) {
          for (const control of BIDI) expect(shown).not.toContain(control);
        }
      }),
    );
  });

  it.each([
    ['relatorio.html', ContentType.jpeg, 'relatorio.jpg'],
    ['setup.exe', ContentType.jpeg, 'setup.jpg'],
    ['photo\u202Egpj.exe', ContentType.jpeg, 'photogpj.jpg'],
    ['musica.MP3', ContentType.mp3, 'musica.MP3'],
    ['foto.jpeg', ContentType.jpeg, 'foto.jpeg'],
    ['certificado.jpg', ContentType.png, 'certificado.png'],
    ['sem extensão', ContentType.pdf, 'sem extensão.pdf'],
    ['.htaccess', ContentType.png, 'htaccess.png'],
    ['nome. ', ContentType.png, 'nome.png'],
    ['C:\\Users\\ana\\foto.png.exe', ContentType.png, 'foto.png.png'],
    ['', ContentType.mp3, 'arquivo.mp3'],
  ])('decision 102: %j of type %s downloads as %j (the sniffed type names it)', (name, type, expected) => {
    expect(downloadFileName(name, type)).toBe(expected);
  });

  it('decision 102: a download name always ends with its sniffed type’s extension', () => {
    const extension = {
      [ContentType.mp3]: /\.mp3$/i,
      [ContentType.png]: /\.png$/i,
      [ContentType.jpeg]: /\.jpe?g$/i,
      [ContentType.pdf]: /\.pdf$/i,
    };
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...Object.values(ContentType)), (name, type) => {
        expect(downloadFileName(name, type)).toMatch(extension[type]);
      }),
    );
  });

  it('a displayed name keeps no folder, control character or more than 120 code points', () => {
    expect(displayFileName('C:\\Users\\ana\\foto\u0000.png')).toBe('foto.png');
    expect(displayFileName('../../../etc/passwd.png')).toBe('passwd.png');
    expect(Array.from(displayFileName(`${'😀'.repeat(200)}.png`))).toHaveLength(120);
  });
});
