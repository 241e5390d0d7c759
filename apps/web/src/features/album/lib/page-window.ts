/** A page tab or a gap between tabs. */
export type PageTab = number | 'gap';

/**
 * The numbered tabs to show (spec B §2.8): every page when there are few; otherwise the first, the last and
 * two on each side of the current one, with gaps, so a 100-page album still fits a phone.
 */
export function pageTabs(current: number, count: number, around = 2): PageTab[] {
  if (count <= 2 * around + 5) return Array.from({ length: count }, (_, i) => i + 1);
  const from = Math.max(2, current - around);
  const to = Math.min(count - 1, current + around);
  const tabs: PageTab[] = [1];
  if (from > 2) tabs.push('gap');
  for (let p = from; p <= to; p++) tabs.push(p);
  if (to < count - 1) tabs.push('gap');
  tabs.push(count);
  return tabs;
}
