import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Mail, MailTransport } from '../lib/mail';
import { sealer } from '../lib/sealed';

export type Mailer = {
  /** Queues the e-mail; given a transaction, it is sent only if that transaction commits. */
  send(mail: Mail, tx?: Db): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/**
 * Every e-mail goes through the durable queue (issue 7): a failing SMTP server delays it, with retries and
 * backoff, instead of losing it. The queued message is sealed: it may hold a working link.
 */
export const mailPlugin = fp<{ transport: MailTransport; secret: string }>(
  async (app, { transport, secret }) => {
    const box = sealer(secret, 'mail');
    app.jobs.handle('mail.send', async (data) => {
      await transport.send(box.open<Mail>((data as { sealed: string }).sealed));
    });
    app.decorate('mail', {
      async send(mail: Mail, tx?: Db) {
        await app.jobs.send('mail.send', { sealed: box.seal(mail) }, tx);
      },
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
