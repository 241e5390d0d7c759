import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Mail, MailTransport } from '../lib/mail';
import { brandMail, type MailBrand } from '../lib/mail-layout';
import { sealer } from '../lib/sealed';
import type { QueueDeclarations } from '../platform/jobs/jobs';

const MAIL_QUEUE = 'mail.send';
/** E-mails a node takes from the queue at once (decision 141); its lease is renewed while they wait. */
const MAIL_HELD = 64;

/** The mail queue, declared beside its handler (decision 112); the composition root installs it. */
export const MAIL_QUEUES = {
  [MAIL_QUEUE]: { retryLimit: 6, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
} as const satisfies QueueDeclarations;

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
 * Every e-mail goes through the durable queue (decision 24): a failing SMTP server delays it, with retries and
 * backoff, instead of losing it. The queued message is sealed: it may hold a working link.
 */
export const mailPlugin = fp<{
  transport: MailTransport;
  secret: string;
  /** The producer's identity and the configured From: each e-mail is dressed in them (decision 122). */
  brand?: { read: (tx?: Db) => Promise<MailBrand>; from: string };
}>(
  async (app, { transport, secret, brand }) => {
    const box = sealer(secret, 'mail');
    // As many at once as the transport has connections (SMTP_URL's maxConnections, decision 121).
    app.jobs.handle(
      MAIL_QUEUE,
      async (data) => {
        await transport.send(box.open<Mail>((data as { sealed: string }).sealed));
      },
      // A message takes a millisecond or a few: a node holds many, so the fetches are few (decision 141).
      { concurrency: transport.connections ?? 1, held: MAIL_HELD },
    );
    app.decorate('mail', {
      async send(mail: Mail, tx?: Db) {
        const dressed = brand ? brandMail(mail, await brand.read(tx), brand.from) : mail;
        await app.jobs.send(MAIL_QUEUE, { sealed: box.seal(dressed) }, tx);
      },
    });
  },
  { name: 'mail', dependencies: ['jobs'] },
);
