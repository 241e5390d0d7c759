import { IMPORT_TEMPLATE_COLUMNS } from '@portal/domain';

/** The columns of the template, in the names the import reads (from the domain). */
export const TEMPLATE_COLUMNS = IMPORT_TEMPLATE_COLUMNS;

/**
 * The template file as a link's address: the header only, so a forgotten example row can never become a
 * student. UTF-8 with a byte-order mark, so Excel opens accents right; ';' as Excel in pt-BR saves CSV.
 */
export const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${TEMPLATE_COLUMNS.join(';')}\r\n`)}`;

export const TEMPLATE_FILE_NAME = 'modelo-turma.csv';
