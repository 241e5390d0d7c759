import { DEFAULT_PRODUCER_SETTINGS } from '@portal/domain/backoffice/settings-defaults';
import { describe, expect, it } from 'vitest';
import { readPublicSettings } from './producer-settings';

describe('decision 49: the producer settings the screens show', () => {
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
      producer: DEFAULT_PRODUCER_SETTINGS.producer,
      logoUrl: null,
    });
  });

  it("decision 122: the producer's identity is read field by field; the logo only from the API's own address", () => {
    const read = readPublicSettings({
      producer: { name: 'Formaturas Exemplo', cnpj: 11222333000181, email: 'nao-e-email', state: 'RS' },
      logoUrl: '/api/configuracoes/logo?v=abc123',
    });
    expect(read.producer).toEqual({
      ...DEFAULT_PRODUCER_SETTINGS.producer,
      name: 'Formaturas Exemplo',
      state: 'RS',
    });
    expect(read.logoUrl).toBe('/api/configuracoes/logo?v=abc123');
    for (const logoUrl of ['javascript:alert(1)', 'https://evil.example/logo.png', '/api/outra?v=1'])
      expect(readPublicSettings({ logoUrl }).logoUrl).toBeNull();
  });

  it('keeps the default for a value that is not what it should be (never a javascript: link)', () => {
    const read = readPublicSettings({ storeUrl: 'javascript:alert(1)', contactUrl: 42, dpoEmail: 'x' });
    expect(read.storeUrl).toBe(DEFAULT_PRODUCER_SETTINGS.storeUrl);
    expect(read.contactUrl).toBe(DEFAULT_PRODUCER_SETTINGS.contactUrl);
    expect(read.dpoEmail).toBeNull();
    expect(readPublicSettings(null).shirtSizeChart).toEqual(DEFAULT_PRODUCER_SETTINGS.shirtSizeChart);
  });
});
