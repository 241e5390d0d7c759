import { describe, expect, it } from 'vitest';
import { brandMail, fromAddress, type MailBrand } from './mail-layout';

const FROM = 'Portal do Formando <nao-responda@portaldoformando.com.br>';
const MAIL = {
  to: 'ana@exemplo.com.br',
  subject: 'Portal do Formando: crie uma nova senha',
  text: 'Olá, Ana!\n\nAbra o link abaixo:\n\nhttps://portal.test/reset/abc?x=1&y=2\n\nSe não foi você, ignore.\n',
};
const BRAND: MailBrand = {
  name: 'Fotos <Exemplo> & "Cia"',
  named: true,
  lines: ['Rua A, 1 · Porto Alegre/RS · CEP 90020-000'],
  logoUrl: 'https://portal.test/api/configuracoes/logo?v=1',
};

describe('decision 122: the e-mail layout', () => {
  it('decision 122: the HTML escapes what the text holds and links its addresses', () => {
    const mail = brandMail(MAIL, BRAND, FROM);
    expect(mail.html).toContain('Fotos &lt;Exemplo&gt; &amp; &quot;Cia&quot;');
    expect(mail.html).not.toContain('<Exemplo>');
    expect(mail.html).toContain('<a href="https://portal.test/reset/abc?x=1&amp;y=2"');
    expect(mail.html).toContain('<img src="https://portal.test/api/configuracoes/logo?v=1"');
  });

  it('decision 122: the text part keeps every line and gains the footer; the HTML has the same paragraphs', () => {
    const mail = brandMail(MAIL, BRAND, FROM);
    expect(mail.text).toBe(`${MAIL.text.trimEnd()}\n\n--\n${BRAND.name}\n${BRAND.lines[0]}\n`);
    const htmlText = (mail.html ?? '')
      .replace(/<br>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    for (const paragraph of MAIL.text.trim().split('\n\n')) expect(htmlText).toContain(paragraph);
  });

  it("decision 122: the From and the subject's prefix carry the producer's name, quoted", () => {
    const mail = brandMail(MAIL, BRAND, FROM);
    expect(mail.from).toBe('"Fotos <Exemplo> & Cia" <nao-responda@portaldoformando.com.br>');
    expect(mail.subject).toBe('Fotos <Exemplo> & "Cia": crie uma nova senha');
    expect(fromAddress('x@y.com')).toBe('x@y.com');
  });

  it('decision 122: without a producer name the From and subject stay as configured', () => {
    const mail = brandMail(MAIL, { ...BRAND, name: 'Portal do Formando', named: false, logoUrl: null }, FROM);
    expect(mail.from).toBeUndefined();
    expect(mail.subject).toBe(MAIL.subject);
    expect(mail.html).toContain('<strong style="font-size:18px">Portal do Formando</strong>');
  });
});
