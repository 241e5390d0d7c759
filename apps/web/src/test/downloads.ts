import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no object URLs and follows no download link: for each test of the calling file, stubs both and
 * returns the list of file names the page saved (emptied before each test).
 */
export function captureDownloads(): string[] {
  const urls = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
  const saved: string[] = [];
  beforeEach(() => {
    urls.createObjectURL = vi.fn(() => 'blob:download');
    urls.revokeObjectURL = vi.fn();
    saved.length = 0;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    delete urls.createObjectURL;
    delete urls.revokeObjectURL;
    vi.restoreAllMocks();
  });
  return saved;
}
