import { describe, expect, it } from 'vitest';
import { DEFAULT_EXECUTIVE, parseRegistrationLink } from './link-key';

describe('parseRegistrationLink', () => {
  it.each([
    ['/sign/abc123', 'abc123', DEFAULT_EXECUTIVE],
    ['/sign/abc123/', 'abc123', DEFAULT_EXECUTIVE],
    ['/sign/abc123/e7', 'abc123', 'e7'],
    ['/sign/AbC_12-x/joao-1?utm=whatsapp#top', 'AbC_12-x', 'joao-1'],
    ['https://portal.example.com.br/sign/abc123/e2', 'abc123', 'e2'],
    ['sign/abc123', 'abc123', DEFAULT_EXECUTIVE],
  ])('spec B §2.6: %j gives key %j and executive %j', (address, key, executive) => {
    expect(parseRegistrationLink(address)).toEqual({ result: 'ok', key, executive });
  });

  it.each([
    ['/autocadastro'],
    ['/sign'],
    ['/sign/'],
    ['/'],
    [''],
    ['https://portal.example.com.br/sign'],
    ['/sign/abc/e4/extra'],
    ['/sign/ab%20c'],
    ['/sign/abc/e4!'],
    [`/sign/${'k'.repeat(65)}`],
  ])('spec B §4.6: %j has too few segments or a broken key, so the page goes to /nohash', (address) => {
    expect(parseRegistrationLink(address)).toEqual({ result: 'nohash' });
  });
});
