import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from './csv';

describe('CSV written for a pt-BR spreadsheet', () => {
  it('uses ; and CRLF with a BOM, quotes what needs it, and reads back the same cells', () => {
    const rows = [
      ['Nome', 'Observação'],
      ['Ana; Souza', 'disse "oi"\nduas linhas'],
      ['Bruno', 12],
    ];
    const csv = writeCsv(rows);
    expect(csv.startsWith('\uFEFFNome;Observação\r\n')).toBe(true);
    expect(readCsv(Buffer.from(csv)).records).toEqual(rows.map((r) => r.map(String)));
  });

  it('a cell starting with = + - or @ cannot run as a formula (CSV injection)', () => {
    expect(writeCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', -3]])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")";'+1;'-2;'@SUM(A1);-3\r\n`,
    );
  });
});
