import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** `from`: the producer's display name over the configured address (decision 122); the configured From when absent. */
export type Mail = { to: string; subject: string; text: string; html?: string; from?: string };
/**
 * Delivers one message now; the queue (plugins/mail.ts) retries it when this throws. `connections`: how
 * many messages it may send at once (the mail queue's concurrency, decision 121); one when absent.
 */
export type MailTransport = { send(mail: Mail): Promise<void>; connections?: number };

/**
 * SMTP connections kept open and used at once unless SMTP_URL says otherwise (`?maxConnections=N`,
 * nodemailer's own option): what most providers allow a sender (decision 121).
 */
export const SMTP_CONNECTIONS = 4;

type Logger = { info(obj: object, msg: string): void };

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml file in DATA_DIR/outbox, so
 * password resets and confirmations work offline and in tests. The log names the file, never the
 * address or the link (no personal data or token in logs).
 */
export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): MailTransport {
  if (options.smtpUrl) {
    // A pool: messages go out over a few open connections instead of one new connection each.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
    });
    const asked = Number(new URL(options.smtpUrl).searchParams.get('maxConnections'));
    return {
      connections: Number.isInteger(asked) && asked > 0 ? asked : SMTP_CONNECTIONS,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    connections: SMTP_CONNECTIONS,
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      options.log.info({ file }, 'e-mail written to the outbox');
    },
  };
}
