import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions, requestLoggerFactory } from './lib/log';
import { createMailTransport, type MailTransport } from './lib/mail';
import { localStorage, type Storage } from './lib/storage';
import { adminModule } from './modules/admin';
import { authModule } from './modules/auth';
import { calendarModule } from './modules/calendar';
import { eraseFaceSearchData, facesModule, queueFaceIndexing } from './modules/faces';
import { financeModule, paymentsPlugin } from './modules/finance';
import { graduationsModule } from './modules/graduations';
import { healthModule } from './modules/health';
import { homeModule } from './modules/home';
import { noticesModule } from './modules/notices';
import { orderPayment, ordersModule } from './modules/orders';
import { photoMedia, photosModule } from './modules/photos';
import { consentsRepository, privacyModule } from './modules/privacy';
import { profileModule } from './modules/profile';
import { registrationModule } from './modules/registration';
import { reportsModule } from './modules/reports';
import { settingsModule, settingsService } from './modules/settings';
import { shopModule, shopService } from './modules/shop';
import { staffModule } from './modules/staff';
import { calendarAddresses, studentsModule } from './modules/students';
import { uploadsModule } from './modules/uploads';
import { personalDataSources } from './personal-data';
import { accessPlugin } from './platform/access';
import { idempotencyPlugin } from './platform/idempotency';
import { registerMetrics } from './platform/metrics';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { registerDiskGuard } from './plugins/disk-guard';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './plugins/errors';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { rateLimitOptions } from './plugins/rate-limit';
import { rawBodyPlugin } from './plugins/raw-body';
import { registerSecurityHeaders } from './plugins/security-headers';
import { storagePlugin } from './plugins/storage';
import { wireValidatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Replaces the configured mail transport (tests capture e-mails). */
  mailTransport?: MailTransport;
  /** Replaces the local-disk storage under DATA_DIR/files. */
  storage?: Storage;
  /** Replaces the reading of free disk space under DATA_DIR (tests simulate a full disk). */
  diskSpace?: (dir: string) => Promise<{ free: number; total: number }>;
  /** Run queued jobs in this process (default). Tests turn it off and drain the queue themselves. */
  jobWorkers?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole API (and the web app it serves). Tests call this and use `app.inject`. */
export async function buildApp({
  config,
  database,
  mailTransport,
  storage,
  diskSpace,
  jobWorkers = true,
  logger,
}: AppDeps) {
  const app = Fastify({
    // No hash, token or personal data in any log line, database errors included (lib/log.ts).
    logger: logger ?? loggerOptions(config.logLevel),
    // Each request's child logger is made when something logs, not on every call (decision 158).
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.trustProxy,
    // Bounded inputs everywhere: bodies, headers and slow clients.
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    return503OnClosing: true,
    // Refusals before routing (431 headers too large, an undecodable URL) answer `{ error, type }` too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(wireValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerDiskGuard(app, { dir: config.dataDir, ...(diskSpace ? { space: diskSpace } : {}) });
  // Request counts and latency for operators, read on METRICS_PORT (decision 132).
  registerMetrics(app, { database });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        // The portal may be tried over plain http on a LAN address; HTTPS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, rateLimitOptions(config, database));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal do Formando', version: '0.1.0', description: 'API do portal do formando.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // The ground every module stands on, built once (DESIGN §4a): external → plugins → modules.
  await app.register(dbPlugin, { database });
  await app.register(storagePlugin, { storage: storage ?? localStorage(config.filesDir) });
  await app.register(jobsPlugin, { workers: jobWorkers });
  // Built before the mail: every e-mail carries the producer's identity (decision 122).
  const settings = settingsService({ db: app.db, uow: app.uow, storage: app.storage });
  await app.register(mailPlugin, {
    secret: config.jwtSecret,
    brand: { read: (tx) => settings.mailBrand(config.publicUrl, tx), from: config.mailFrom },
    transport:
      mailTransport ??
      createMailTransport({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
  });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });
  await app.register(accessPlugin);
  await app.register(idempotencyPlugin);
  await app.register(rawBodyPlugin);
  await app.register(paymentsPlugin, { config });

  // Each module builds its service from the plugins above and registers its routes: one line each. A
  // service several modules use is built once, here, and handed to each of them (DESIGN §4a).
  const media = photoMedia(app.db, config.jwtSecret);
  const shop = shopService({ db: app.db, uow: app.uow, access: media.access });
  await app.register(
    async (api) => {
      await api.register(healthModule, { database });
      // Auth ends a user's calendar address with their sessions through its port, filled here with the
      // students module's own (decision 131): students imports auth, never the other way round.
      await api.register(authModule, {
        publicUrl: config.publicUrl,
        perMinute: config.authRateLimitPerMinute,
        calendars: calendarAddresses,
        policyAccepted: (tx, userId) => consentsRepository(tx).give(userId, 'policy', 'cadastro'),
      });
      await api.register(profileModule, { config });
      await api.register(adminModule, { publicUrl: config.publicUrl });
      await api.register(staffModule, {
        publicUrl: config.publicUrl,
        perMinute: config.authRateLimitPerMinute,
      });
      await api.register(graduationsModule, { publicUrl: config.publicUrl });
      await api.register(studentsModule, { publicUrl: config.publicUrl, settings });
      await api.register(noticesModule);
      await api.register(settingsModule, { settings });
      await api.register(uploadsModule);
      await api.register(shopModule, { media, shop });
      await api.register(reportsModule);
      await api.register(calendarModule, {
        secret: config.jwtSecret,
        publicUrl: config.publicUrl,
        settings,
      });
      await api.register(homeModule, { media });
      // A derived photo goes on to the face engine's queue when its class has face search on (decision 138).
      await api.register(photosModule, {
        media,
        workers: config.photoWorkers,
        afterDerive: queueFaceIndexing(app.db, app.jobs),
      });
      await api.register(facesModule, { media, workers: config.photoWorkers });
      // Finance settles a paid parcel's shop order through its port, filled here with the orders module's
      // own (decision 111): finance never imports orders.
      await api.register(financeModule, { config, orders: orderPayment });
      await api.register(ordersModule, {
        media,
        shop,
        settings,
        publicUrl: config.publicUrl,
        freightProvider: config.freightProvider,
      });
      await api.register(registrationModule, {
        perMinute: config.registrationRateLimitPerMinute,
        settings,
      });
      // The student's own data and consents (decision 137), read through each module's door.
      await api.register(privacyModule, {
        sources: personalDataSources({ db: app.db, uow: app.uow, routes: app.auditRoutes }),
        // Withdrawing face search (or an approved deletion) deletes the stored descriptor in the same
        // transaction (decision 139); privacy cannot import faces, which reads privacy's consent log.
        withdrawals: { face_search: eraseFaceSearchData },
        publicUrl: config.publicUrl,
        passwordTriesPerMinute: config.authRateLimitPerMinute,
      });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
