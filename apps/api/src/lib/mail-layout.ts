import { PORTAL_NAME } from '@portal/domain';
import type { Mail } from './mail';

/** Who sends the e-mails (decision 122): the producer's name, the lines of its footer and its logo. */
export type MailBrand = {
  /** The producer's name, or the portal's while none is set. */
  name: string;
  /** False while the producer set no name: the From stays as configured. */
  named: boolean;
  /** Legal name and CNPJ, address, contact: each a line of the footer, blank ones left out. */
  lines: string[];
  /** The logo's absolute address, or null. */
  logoUrl: string | null;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Links of the text become links of the HTML; nothing else of the text is markup. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}" style="color:#1c5d99">${url}</a>`);

/** The display name in a From header: quoted, so a comma or a dot in the name is safe. */
const displayName = (name: string) => `"${name.replace(/["\\\r\n]/g, '')}"`;

/** 'Portal do Formando <nao-responda@x>' → 'nao-responda@x'; a bare address is kept. */
export function fromAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/**
 * The e-mail as it leaves (decision 122): the producer's name in the subject's prefix and the From, a
 * footer with its identity, and an HTML part that says exactly what the text part says (the same
 * paragraphs and links) under the producer's logo. The text part stays for clients that show no HTML.
 */
export function brandMail(mail: Mail, brand: MailBrand, from: string): Mail {
  const subject =
    brand.named && mail.subject.startsWith(`${PORTAL_NAME}:`)
      ? `${brand.name}:${mail.subject.slice(PORTAL_NAME.length + 1)}`
      : mail.subject;
  const footer = [brand.name, ...brand.lines];
  const text = `${mail.text.replace(/\s+$/, '')}\n\n--\n${footer.join('\n')}\n`;
  const paragraphs = mail.text
    .trim()
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${linkify(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" style="max-width:240px;max-height:80px;border:0">`
    : `<strong style="font-size:18px">${escapeHtml(brand.name)}</strong>`;
  const html = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;background:#ffffff">
<div style="margin-bottom:24px">${logo}</div>
${paragraphs}
<hr style="border:0;border-top:1px solid #d9dde3;margin:24px 0 12px">
<p style="margin:0;font-size:12px;color:#52606d">${footer.map(escapeHtml).join('<br>')}</p>
</div>
</body>
</html>
`;
  return {
    ...mail,
    subject,
    text,
    html,
    ...(brand.named ? { from: `${displayName(brand.name)} <${fromAddress(from)}>` } : {}),
  };
}
