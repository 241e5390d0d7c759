/**
 * The column names a stacked table's body cells carry (decision 142): on a narrow screen each cell reads
 * its `data-label` (CSS `attr(data-label)`), so every data cell must name the column header above it.
 * Returns one [header, data-label] pair per data cell; a row header (th scope=row) names its row itself.
 */
export function stackedLabels(table: HTMLTableElement): [string, string | null][] {
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  const pairs: [string, string | null][] = [];
  for (const row of table.querySelectorAll('tbody tr')) {
    [...row.children].forEach((cell, column) => {
      if (cell.tagName === 'TD') pairs.push([headers[column] ?? '', cell.getAttribute('data-label')]);
    });
  }
  return pairs;
}
