import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain/backoffice/settings-defaults';
import { describe, expect, it } from 'vitest';
import { readPublicSettings } from './producer-settings';

describe('issue 8: the producer settings the screens show', () => {
  it('takes the portal’s values', () => {
    const chart = { '1': { chest: 51, length: 71, sleeve: 21 } };
    expect(
      readPublicSettings({
        storeUrl: 'https://loja.x.com.br',
        contactUrl: 'https://x.com.br/fale',
        dpoEmail: 'dpo@x.com.br',
        shirtSizeChart: chart,
      }),
    ).toEqual({
      storeUrl: 'https://loja.x.com.br',
      contactUrl: 'https://x.com.br/fale',
      dpoEmail: 'dpo@x.com.br',
      shirtSizeChart: chart,
    });
  });

  it('keeps the default for a value that is not what it should be (never a javascript: link)', () => {
    const read = readPublicSettings({ storeUrl: 'javascript:alert(1)', contactUrl: 42, dpoEmail: 'x' });
    expect(read.storeUrl).toBe(DEFAULT_PRODUCER_SETTINGS.storeUrl);
    expect(read.contactUrl).toBe(DEFAULT_PRODUCER_SETTINGS.contactUrl);
    expect(read.dpoEmail).toBeNull();
    expect(readPublicSettings(null).shirtSizeChart).toEqual(DEFAULT_PRODUCER_SETTINGS.shirtSizeChart);
  });
});
