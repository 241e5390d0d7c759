import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string; subject: string; text: string; html?: string };
/** Delivers one message now; the queue (plugins/mail.ts) retries it when this throws. */
export type MailTransport = { send(mail: Mail): Promise<void> };

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
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
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
