import { describe, expect, it } from 'vitest';
import * as domain from '../index';

/** Every text of the exported `…Messages` objects, functions called with sample arguments. */
function texts(value: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (typeof value === 'function') {
    try {
      const text = (value as (...args: unknown[]) => unknown)('x', 'x', 'x');
      if (typeof text === 'string') out.push([path, text]);
    } catch {
      // A text that needs other arguments is not one this check can build.
    }
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) texts(inner, `${path}.${key}`, out);
  }
  return out;
}

// The self-registration form keeps spec B §5.2's words ('O preenchimento do email é obrigatório.').
const SPEC_VERBATIM = new Set(['registrationMessages.emailRequired', 'registrationMessages.emailInvalid']);

describe("decision 123: the portal writes 'e-mail'", () => {
  it("decision 123: no message of ours writes 'email'", () => {
    const all = Object.entries(domain)
      .filter(([name]) => name.endsWith('Messages'))
      .flatMap(([name, value]) => texts(value, name, []));
    expect(all.length).toBeGreaterThan(100);
    const wrong = all.filter(([path, text]) => /\bemails?\b/i.test(text) && !SPEC_VERBATIM.has(path));
    expect(wrong).toEqual([]);
  });
});
