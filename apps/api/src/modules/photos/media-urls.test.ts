import { describe, expect, it } from 'vitest';
import { mediaUrls } from './media-urls';

const SECRET = 'test-secret-test-secret-test-secret-1234';
const DAY = 24 * 3600 * 1000;

describe('signed media addresses', () => {
  it('decision 66 (media): an address is the same all day (the browser cache keeps hitting it) and changes with the day', () => {
    let clock = Date.UTC(2026, 10, 22, 1);
    const urls = mediaUrls(SECRET, () => clock);
    const morning = urls.url('fotos/1/t/1.jpg');
    clock += 20 * 3600 * 1000;
    expect(urls.url('fotos/1/t/1.jpg')).toBe(morning);
    expect(urls.url('fotos/1/p/1.jpg')).not.toBe(morning);
    clock += DAY;
    const tomorrow = urls.url('fotos/1/t/1.jpg');
    expect(tomorrow).not.toBe(morning);
    // Each is what a fresh signer (no cache) gives at that moment, and each still checks.
    expect(mediaUrls(SECRET, () => clock).url('fotos/1/t/1.jpg')).toBe(tomorrow);
    for (const address of [morning, tomorrow]) {
      const [, , , exp, sig, ...key] = address.split('/');
      expect(urls.check(key.join('/'), Number(exp), sig!)).toBeGreaterThan(0);
    }
  });
});
