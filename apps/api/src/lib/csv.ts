import { parse } from 'csv-parse/sync';

export type CsvFile = { records: string[][]; encoding: 'utf-8' | 'windows-1252'; separator: ';' | ',' };

/**
 * A CSV as producers export it: UTF-8, or Windows-1252 from a spreadsheet on Windows (a file that is not
 * valid UTF-8 is read as Windows-1252); ';' (Brazilian Excel) or ',' as separator, chosen by the header.
 */
export function readCsv(bytes: Buffer): CsvFile {
  let text: string;
  let encoding: CsvFile['encoding'] = 'utf-8';
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
    encoding = 'windows-1252';
  }
  text = text.replace(/^\uFEFF/, '');
  const header = text.slice(0, text.search(/\r?\n|$/));
  const separator = (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records = parse(text, {
    delimiter: separator,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  }) as string[][];
  return { records, encoding, separator };
}

/**
 * Rows as a CSV a spreadsheet opens in pt-BR: ';' as separator, CRLF, UTF-8 with a BOM (Excel reads the
 * accents only with it). A cell holding ';', '"' or a line break is quoted; a cell starting with = + - @
 * is prefixed with an apostrophe so a name cannot run as a formula (CSV injection).
 */
export function writeCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
