import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

// The default mail transport writes each message as an .eml file in DATA_DIR/outbox (DESIGN.md §1, mail).
// These helpers read one back the way a mail client would: MIME parts decoded (quoted-printable, base64).

export interface OutboxMail {
  file: string;
  /** Raw headers and decoded bodies of every part, joined. */
  text: string;
}

/**
 * Waits for the newest .eml written to DATA_DIR/outbox at or after `since` that mentions `to` (and `match`,
 * when given: one address gets several kinds of mail, e.g. the sign-up's confirmation and a reset).
 */
export async function waitForMail(
  dataDir: string,
  { to, since, match, timeoutMs = 15_000 }: { to: string; since: number; match?: RegExp; timeoutMs?: number },
): Promise<OutboxMail> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  do {
    const mails = await newestFirst(outbox, since - 1_000);
    for (const file of mails) {
      const text = decodeMime(await readFile(file, 'latin1'));
      if (text.toLowerCase().includes(to.toLowerCase()) && (!match || match.test(text)))
        return { file, text };
    }
    await new Promise((r) => setTimeout(r, 200));
  } while (Date.now() < deadline);
  throw new Error(`no mail to ${to} in ${outbox} after ${timeoutMs} ms`);
}

/** The `${PUBLIC_URL}/reset/<token>` link of a password-reset mail (spec B §2.5). */
export function resetLink(mail: OutboxMail): URL {
  const match = mail.text.match(/https?:\/\/[^\s"'<>]+?\/reset\/[A-Za-z0-9._~%-]+/);
  if (!match) throw new Error(`no /reset/<token> link in ${mail.file}:\n${mail.text.slice(0, 2_000)}`);
  return new URL(match[0]);
}

/** The `${PUBLIC_URL}/confirmar-email/<token>` link of an e-mail confirmation (DESIGN §3, decision 26). */
export function confirmationLink(mail: OutboxMail): URL {
  const match = mail.text.match(/https?:\/\/[^\s"'<>]+?\/confirmar-email\/[A-Za-z0-9._~%-]+/);
  if (!match)
    throw new Error(`no /confirmar-email/<token> link in ${mail.file}:\n${mail.text.slice(0, 2_000)}`);
  return new URL(match[0]);
}

async function newestFirst(dir: string, since: number): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  const files = await Promise.all(
    names.map(async (n) => ({ file: join(dir, n), mtime: (await stat(join(dir, n))).mtimeMs })),
  );
  return files
    .filter((f) => f.mtime >= since)
    .sort((a, b) => b.mtime - a.mtime)
    .map((f) => f.file);
}

/** Decodes an RFC 5322 message with its MIME parts into plain text (enough for links and subjects). */
export function decodeMime(raw: string): string {
  const message = raw.replace(/\r\n/g, '\n');
  const split = message.indexOf('\n\n');
  const head = split === -1 ? message : message.slice(0, split);
  const body = split === -1 ? '' : message.slice(split + 2);
  const headers = head.replace(/\n[ \t]+/g, ' ');
  const boundary = headers.match(/boundary="?([^";\n]+)"?/i)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    return [
      headers,
      ...parts.filter((p) => !p.startsWith('--')).map((p) => decodeMime(p.replace(/^\n/, ''))),
    ].join('\n');
  }
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  const charset = headers.match(/charset="?([\w-]+)"?/i)?.[1]?.toLowerCase() ?? 'utf-8';
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(body);
  else bytes = Buffer.from(body, 'latin1');
  const decoded = new TextDecoder(charset === 'us-ascii' ? 'utf-8' : charset).decode(bytes);
  return `${headers}\n\n${decoded}`;
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      out.push(unfolded.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(out);
}
