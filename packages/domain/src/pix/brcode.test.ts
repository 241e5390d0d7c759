import fc from 'fast-check';
import { createStaticPix, hasError, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  buildDynamicPixPayload,
  buildPixPayload,
  crc16,
  PixPayloadError,
  parsePixPayload,
  pixAmount,
  pixText,
  type StaticPixInput,
} from './brcode';

// Test vectors of shared/reference/brazil-standards.md §1.2.
const V1 =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const V2 =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';
const V3 =
  '00020126500014br.gov.bcb.pix0114+55119999988880210PEDIDO 1235204000053039865406150.505802BR5914JOAO AGUA FRIA6009SAO PAULO62130509PEDIDO123630418AC';
// V4 as the reference prints it: its CRC is right, but field 62 declares 8 characters and holds 7, so
// pix-utils and brazilian-utils refuse it too. V4_FIXED is the same payload with field 62 corrected.
const V4 =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E';
const V4_FIXED =
  '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62070503***630404ED';
const V5 =
  '00020126580014br.gov.bcb.pix01365a5ea8c2-cbb5-4c25-a7be-2a778871fc5f52040000530398654040.155802BR5911Arrumadinho6008Brasilia62260522e433v1524u155f31mDvx0163045B1E';
const V6 = V1.replace('Fulano de Tal', 'FULANO DE TAL').replace(/1D3D$/, 'F012');
const V7 = `${V1.slice(0, V1.indexOf('6207'))}6304740C`;
const N1 = V1.replace(/1D3D$/, '1D3E');
const N2 =
  '00020126580014br.gov.bcb.Pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540510.005802BR5913TESTE ACCOUNT6008BRASILIA62070503***630445C8';
const N3 = V3.replace('150.50', '150.51');

const EVP = '123e4567-e12b-12d1-a456-426655440000';

describe('PIX BR Code', () => {
  it('reference §1.1: CRC16/CCITT-FALSE check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it.each([
    ['Maceió', '1F4C'],
    ['São Paulo €', '978C'],
    ['Pix 😀', 'E969'],
  ])('reference §1.3: the CRC of %j runs over its UTF-8 bytes', (text, crc) => {
    expect(crc16(text)).toBe(crc);
  });

  it.each([
    ['V1', V1, { kind: 'static', key: EVP, amount: null, merchantName: 'Fulano de Tal', txid: '***' }],
    [
      'V2',
      V2,
      {
        kind: 'dynamic',
        key: null,
        url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        pointOfInitiation: '12',
      },
    ],
    [
      'V3',
      V3,
      {
        key: '+5511999998888',
        info: 'PEDIDO 123',
        amount: 15_050,
        txid: 'PEDIDO123',
        merchantCity: 'SAO PAULO',
      },
    ],
    [
      'V4 (field 62 corrected, uppercase GUI)',
      V4_FIXED,
      { key: '+5511943214321', amount: 6_666, merchantName: 'EMPRESA' },
    ],
    ['V5', V5, { amount: 15, txid: 'e433v1524u155f31mDvx01' }],
    ['V6', V6, { merchantName: 'FULANO DE TAL', crc: 'F012' }],
    ['V7', V7, { txid: null, crc: '740C' }],
  ])('spec A §9, reference §1.2: %s is valid', (_name, payload, expected) => {
    const result = parsePixPayload(payload);
    expect(result).toMatchObject({
      ok: true,
      pix: { currency: '986', country: 'BR', merchantCategoryCode: '0000', ...expected },
    });
  });

  it.each([
    ['N1 (wrong CRC)', N1, 'CRC'],
    ['N2 (vendor CRC typo)', N2, 'CRC'],
    ['N3 (amount changed, old CRC)', N3, 'CRC'],
    ['a lowercase CRC', V1.replace(/1D3D$/, '1d3d'), 'CRC'],
    ['V4 as printed (field 62 too short, CRC right)', V4, 'FORMAT'],
    ['a truncated payload', V1.slice(0, 40), 'FORMAT'],
    ['a payload without field 63', V1.slice(0, V1.indexOf('6304')), 'FORMAT'],
    ['no payload format indicator', `0102${V1}`, 'FORMAT'],
  ])('reference §1.2: %s is refused', (_name, payload, error) => {
    expect(parsePixPayload(payload)).toEqual({ ok: false, error });
  });

  const tlv = (id: string, v: string) => `${id}${String(v.length).padStart(2, '0')}${v}`;
  const withCrc = (...fields: string[]) => {
    const body = `${tlv('00', '01')}${fields.join('')}6304`;
    return body + crc16(body);
  };
  const account = tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', 'a@b.co'));
  const tail = [tlv('52', '0000'), tlv('53', '986'), tlv('58', 'BR'), tlv('59', 'A'), tlv('60', 'B')];
  it.each([
    ['a well-formed synthetic payload', withCrc(account, ...tail), null],
    ['another GUI', withCrc(tlv('26', tlv('00', 'br.gov.bcb.xyz') + tlv('01', 'k')), ...tail), 'NOT_PIX'],
    ['no merchant city', withCrc(account, ...tail.slice(0, 4)), 'MISSING_FIELD'],
    [
      'neither key nor url',
      withCrc(tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('02', 'info')), ...tail),
      'MISSING_FIELD',
    ],
    ['a comma amount', withCrc(account, ...tail, tlv('54', '10,00')), 'INVALID_FIELD'],
    ['a broken field 62', withCrc(account, ...tail, tlv('62', '0503**')), 'FORMAT'],
  ])('reference §1: %s → %s', (_name, payload, error) => {
    expect(parsePixPayload(payload)).toMatchObject(error ? { ok: false, error } : { ok: true });
  });

  it('reference §1.2: V3 is rebuilt byte for byte', () => {
    const payload = buildPixPayload({
      key: '+5511999998888',
      merchantName: 'João Água Fria',
      merchantCity: 'São Paulo',
      amount: 15_050,
      txid: 'PEDIDO123',
      info: 'PEDIDO 123',
    });
    expect(payload).toBe(V3);
  });

  it('reference §1.2: V1 input builds V6 (name upper-cased), as pix-utils does', () => {
    expect(buildPixPayload({ key: EVP, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(V6);
  });

  it.each([
    ['a name over 25', { merchantName: 'A'.repeat(26) }, 'NAME'],
    ['an empty name', { merchantName: ' !! ' }, 'NAME'],
    ['a city over 15', { merchantCity: 'Sao Jose dos Pinhais' }, 'CITY'],
    ['a txid over 25', { txid: 'A'.repeat(26) }, 'TXID'],
    ['a txid with a hyphen', { txid: 'abc-123' }, 'TXID'],
    ['a txid with a space', { txid: 'abc 123' }, 'TXID'],
    ['a key over 77 (field 26 over 99)', { key: 'k'.repeat(78) }, 'KEY'],
    ['an empty key', { key: ' ' }, 'KEY'],
    ['an amount of half a centavo (0.005)', { amount: 0.5 }, 'AMOUNT'],
    ['a zero amount', { amount: 0 }, 'AMOUNT'],
    ['a huge amount', { amount: 10 ** 13 }, 'AMOUNT'],
  ])('reference §1.2: the generator rejects %s', (_case, override, code) => {
    const input = { key: EVP, merchantName: 'Formaturas Ltda', merchantCity: 'Porto Alegre', ...override };
    expect(() => buildPixPayload(input)).toThrow(PixPayloadError);
    try {
      buildPixPayload(input);
    } catch (error) {
      expect((error as PixPayloadError).code).toBe(code);
    }
  });

  it('reference §1.3: accents and odd characters leave name, city and info', () => {
    expect(pixText('  Maceió — Estúdio & Cia  ')).toBe('Maceio Estudio Cia');
    const payload = buildPixPayload({
      key: EVP,
      merchantName: 'Estúdio Ação',
      merchantCity: 'Maceió',
      info: 'Parcela nº 3',
    });
    expect(parsePixPayload(payload)).toMatchObject({
      ok: true,
      pix: { merchantName: 'ESTUDIO ACAO', merchantCity: 'MACEIO', info: 'Parcela n 3' },
    });
  });

  it('reference §1: info is cut to the room left in field 26', () => {
    const payload = buildPixPayload({ key: EVP, merchantName: 'A', merchantCity: 'B', info: 'x'.repeat(80) });
    const parsed = parsePixPayload(payload);
    expect(parsed.ok && parsed.pix.info).toBe('x'.repeat(99 - 18 - 40 - 4));
    const full = buildPixPayload({ key: 'k'.repeat(77), merchantName: 'A', merchantCity: 'B', info: 'lost' });
    expect(parsePixPayload(full)).toMatchObject({ ok: true, pix: { info: null } });
  });

  it.each([
    [1, '0.01'],
    [15, '0.15'],
    [15_050, '150.50'],
    [100_000_000, '1000000.00'],
  ])('reference §1: %i centavos are written %s', (cents, text) => {
    expect(pixAmount(cents)).toBe(text);
  });

  it.each<[string, Omit<StaticPixInput, 'merchantName' | 'merchantCity'>]>([
    ['an EVP key with amount and txid', { key: EVP, amount: 123_456, txid: 'PARC123' }],
    ['a phone key without amount', { key: '+5551999998888' }],
    ['an e-mail key with info', { key: 'pix@formaturas.com.br', amount: 10_000, info: 'Parcela 42' }],
    ['a CPF key', { key: '52998224725', amount: 1 }],
  ])('reference §10: pix-utils reads our payload with %s', (_case, input) => {
    const payload = buildPixPayload({
      merchantName: 'Formaturas Ltda',
      merchantCity: 'Porto Alegre',
      ...input,
    });
    const theirs = parsePix(payload);
    if (hasError(theirs)) throw new Error(theirs.message);
    expect(theirs).toMatchObject({
      pixKey: input.key,
      merchantName: 'FORMATURAS LTDA',
      merchantCity: 'PORTO ALEGRE',
    });
    const built = createStaticPix({
      merchantName: 'FORMATURAS LTDA',
      merchantCity: 'PORTO ALEGRE',
      pixKey: input.key,
      infoAdicional: input.info ?? undefined,
      txid: input.txid ?? '',
      transactionAmount: (input.amount ?? 0) / 100,
    });
    if (hasError(built)) throw new Error(built.message);
    expect(payload).toBe(built.toBRCode());
  });

  const safeText = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/);
  const input = fc.record({
    key: fc.oneof(
      fc.uuid(),
      fc.stringMatching(/^\+55\d{11}$/),
      fc.emailAddress().filter((e) => e.length <= 77),
    ),
    merchantName: safeText,
    merchantCity: safeText,
    amount: fc.option(fc.integer({ min: 1, max: 10 ** 11 }), { nil: undefined }),
    txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
    info: fc.option(safeText, { nil: undefined }),
  });

  it('reference §1 (property): build → parse gives the input back', () => {
    fc.assert(
      fc.property(input, (i) => {
        const result = parsePixPayload(buildPixPayload(i));
        expect(result).toMatchObject({
          ok: true,
          pix: {
            key: i.key,
            merchantName: pixText(i.merchantName).toUpperCase(),
            merchantCity: pixText(i.merchantCity).toUpperCase(),
            amount: i.amount ?? null,
            txid: i.txid ?? '***',
          },
        });
      }),
    );
  });

  it('reference §1.1 (property): any single-character change breaks the payload', () => {
    const printable = fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c));
    fc.assert(
      fc.property(input, fc.nat(), printable, (i, at, char) => {
        const payload = buildPixPayload(i);
        const index = at % payload.length;
        fc.pre(payload[index] !== char);
        const changed = payload.slice(0, index) + char + payload.slice(index + 1);
        expect(parsePixPayload(changed).ok).toBe(false);
      }),
    );
  });

  it('reference §1.2: the dynamic builder reproduces the BCB dynamic example V2 (after the name case)', () => {
    const payload = buildDynamicPixPayload({
      location: 'https://pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
    });
    const v2Upper = V2.replace('Fulano de Tal', 'FULANO DE TAL');
    expect(payload.slice(0, -4)).toBe(v2Upper.slice(0, -4));
    expect(parsePixPayload(payload)).toMatchObject({
      ok: true,
      pix: {
        kind: 'dynamic',
        pointOfInitiation: '12',
        url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      },
    });
    const theirs = parsePix(payload);
    expect(hasError(theirs)).toBe(false);
  });

  it('reference §1: a dynamic location past 77 characters is refused', () => {
    expect(() =>
      buildDynamicPixPayload({ location: `x.com/${'a'.repeat(72)}`, merchantName: 'A', merchantCity: 'B' }),
    ).toThrow(PixPayloadError);
  });
});
