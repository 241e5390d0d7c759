import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './lib/log';
import { createMailer, type Mailer } from './lib/mail';
import { localStorage, type Storage } from './lib/storage';
import { adminRepository } from './modules/admin/admin.repository';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminService } from './modules/admin/admin.service';
import { recordAudit } from './modules/admin/audit.repository';
import { authRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { healthRoutes } from './modules/health/health.routes';
import { homeRoutes } from './modules/home/home.routes';
import { addressRoutes } from './modules/profile/address.routes';
import { profileRepository } from './modules/profile/profile.repository';
import { profileRoutes } from './modules/profile/profile.routes';
import { profileService } from './modules/profile/profile.service';
import { registrationRoutes } from './modules/registration/registration.routes';
import { authPlugin } from './plugins/auth';
import { registerDiskGuard } from './plugins/disk-guard';
import { registerErrorHandling } from './plugins/errors';
import { rateLimitOptions } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { wireValidatorCompiler } from './plugins/validation';
import { registerWeb } from './plugins/web';

export type AppDeps = {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests capture e-mails). */
  mailer?: Mailer;
  /** Replaces the local-disk storage under DATA_DIR/files. */
  storage?: Storage;
  /** Replaces the reading of free disk space under DATA_DIR (tests simulate a full disk). */
  diskSpace?: (dir: string) => Promise<{ free: number; total: number }>;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole API (and the web app it serves). Tests call this and use `app.inject`. */
export async function buildApp({
  config,
  database,
  mailer,
  storage: givenStorage,
  diskSpace,
  logger,
}: AppDeps) {
  const app = Fastify({
    // No hash, token or personal data in any log line, database errors included (lib/log.ts).
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    // Bounded inputs everywhere: bodies, headers and slow clients.
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(wireValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerDiskGuard(app, { dir: config.dataDir, ...(diskSpace ? { space: diskSpace } : {}) });

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
  await app.register(rateLimit, rateLimitOptions(config));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal do Formando', version: '0.1.0', description: 'API do portal do formando.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn, database });

  const db = database.db;
  const storage = givenStorage ?? localStorage(config.filesDir);
  const sign = app.signToken;
  const auth = authService({
    repo: authRepository(db),
    sign,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
    publicUrl: config.publicUrl,
    accountAttempts: config.authRateLimitPerMinute,
    log: app.log,
  });
  const admin = adminService({
    repo: adminRepository(db),
    auth,
    sign,
    audit: (actor, studentId, action) =>
      recordAudit(db, { userId: actor.userId, studentId, action }).then(() => {}),
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { service: auth, perMinute: config.authRateLimitPerMinute });
      await api.register(profileRoutes, { service: profileService(profileRepository(db)) });
      await api.register(adminRoutes, { service: admin });
      // Modules of later capabilities register here, one line each.
      await api.register(homeRoutes, { db, storage });
      await api.register(registrationRoutes, { db, perMinute: config.registrationRateLimitPerMinute });
      await api.register(addressRoutes, { db, config });
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
