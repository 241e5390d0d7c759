import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Every setting of the API, parsed from the environment in one place (STYLE.md §10). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    // How long SIGTERM waits for the running requests and jobs before the process exits anyway (decision 128).
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.string().url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
    JWT_EXPIRES_IN: z.string().default('8h'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Portal do Formando <nao-responda@portaldoformando.com.br>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Unset: the demo is seeded where a person tries the portal (development, test), never in production.
    SEED_DEMO: z.enum(['true', 'false']).optional(),
    WEB_DIST: z.string().optional(),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    // Every other API call, per address (public) or per signed-in user: generous, so that a class behind one
    // campus address can use the portal together, yet a flood from one caller is cut (decision 32).
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    USER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
    // A whole class may fill the self-registration form together behind one campus address.
    REGISTRATION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    CEP_PROVIDER_URL: z.string().url().default('https://viacep.com.br/ws/{cep}/json/'),
    CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Payments (decision 50, DESIGN §5): the provider, its webhook secret, and the defaults of the producer's
    // payment settings (the settings table overrides them).
    // Unset means the sandbox; in production its pages (which approve payments never made) stay closed
    // unless PAYMENT_PROVIDER=sandbox is set on purpose.
    PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago']).optional(),
    // Mercado Pago (PAYMENT_PROVIDER=mercadopago): the application's access token, the secret signature of
    // its Webhooks, and another API address for the SDK (a local fake; decision 63).
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(1).optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z
      .string()
      .min(16, 'MERCADOPAGO_WEBHOOK_SECRET needs at least 16 characters')
      .optional(),
    MERCADOPAGO_API_URL: z.string().url().optional(),
    PAYMENT_WEBHOOK_SECRET: z
      .string()
      .min(32, 'PAYMENT_WEBHOOK_SECRET needs at least 32 characters')
      .optional(),
    PIX_KEY: z
      .string()
      .regex(/^\S{1,77}$/, 'PIX_KEY: 1–77 characters without spaces')
      .optional(),
    PIX_MERCHANT_NAME: z.string().min(1).default('Portal do Formando'),
    PIX_MERCHANT_CITY: z.string().min(1).default('Porto Alegre'),
    CARD_MAX_INSTALMENTS: z.coerce.number().int().min(1).max(24).default(12),
    BOLETO_FEE_CENTS: z.coerce.number().int().min(0).max(10_000).default(0),
    BANK_DEPOSIT_DETAILS: z.string().max(2000).optional(),
    BOLETO_AGREEMENT_ID: z
      .string()
      .regex(/^\d{6}$/, 'BOLETO_AGREEMENT_ID: 6 digits')
      .default('000000'),
    BOLETO_REF_PREFIX: z
      .string()
      .regex(/^(\d{7})?$/, 'BOLETO_REF_PREFIX: 7 digits or empty')
      .default(''),
    BOLETO_BANK_URL: z.string().url().optional(),
    // Where files live (decision 67): the local disk under DATA_DIR/files, or an S3-compatible bucket.
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9_.-]*\/)?$/i, 'S3_PREFIX: empty or a folder name ending in /')
      .default(''),
    // Photo derivatives made in parallel (decision 65): one per core by default.
    PHOTO_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    // Connections per node to PostgreSQL. Unset: enough for the requests and every job slot (main.ts).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).optional(),
    FREIGHT_PROVIDER: z.enum(['tabela']).default('tabela'),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET)
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required with STORAGE_DRIVER=s3',
      });
    if (env.PAYMENT_PROVIDER === 'mercadopago') {
      for (const key of ['MERCADOPAGO_ACCESS_TOKEN', 'MERCADOPAGO_WEBHOOK_SECRET'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `${key} is required with PAYMENT_PROVIDER=mercadopago`,
          });
      }
    }
    // Without it the boleto form of a production portal would post to the sandbox page, which it does not
    // serve: the bank's address is asked for at start, not found missing by a student.
    if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'mercadopago' && !env.BOLETO_BANK_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['BOLETO_BANK_URL'],
        message:
          "BOLETO_BANK_URL (the bank's boleto page) is required with PAYMENT_PROVIDER=mercadopago in production",
      });
    // Several nodes on one PostgreSQL each had a secret of their own in their DATA_DIR: a session opened on
    // one was refused by the other and signed photo links answered 403 (decision 128). In production with
    // PostgreSQL the secret comes from the environment, the same on every node, or the portal does not start.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.JWT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message:
          'JWT_SECRET é obrigatório em produção com PostgreSQL (DATABASE_URL): defina o mesmo valor (32+ caracteres) em todos os nós. / JWT_SECRET is required in production with PostgreSQL: set the same value (32+ characters) on every node.',
      });
    // The demo has well-known passwords (admin@demo.com.br / admin12345): never on a production database.
    if (env.NODE_ENV === 'production' && env.SEED_DEMO === 'true')
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'SEED_DEMO=true is refused with NODE_ENV=production: the demo logins have public passwords. Unset SEED_DEMO or set it to false.',
      });
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The longest a shutdown drains before exiting (decision 128). */
  shutdownTimeoutMs: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  authRateLimitPerMinute: number;
  /** API calls per minute of one address without a verified session, and of one signed-in user. */
  publicRateLimitPerMinute: number;
  userRateLimitPerMinute: number;
  registrationRateLimitPerMinute: number;
  trustProxy: boolean;
  /** Postal-code lookup: a URL with {cep}, answering ViaCEP's JSON (spec B §5.4). */
  cepProviderUrl: string;
  cepTimeoutMs: number;
  filesDir: string;
  storage: StorageConfig;
  /** Photo derivatives made at once (decision 65). */
  photoWorkers: number;
  databasePoolSize: number | undefined;
  /** Who prices Sedex (decision 77): 'tabela', the CEP region table. */
  freightProvider: 'tabela';
  payments: PaymentsConfig;
};

/** Where files live (decision 67): local disk (DATA_DIR/files) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle?: boolean;
      prefix: string;
    };

/** Payment configuration (decision 50): the provider and the defaults of the producer's settings. */
export type PaymentsConfig = {
  provider: 'sandbox' | 'mercadopago';
  /** Set when the provider is Mercado Pago. */
  mercadoPago: { accessToken: string; webhookSecret: string; apiUrl: string | undefined } | null;
  /** The sandbox's own pages are served (not in production unless the sandbox was chosen explicitly). */
  sandboxPages: boolean;
  /** HMAC key of the provider's notifications (the sandbox signs with it too). */
  webhookSecret: string;
  pixKey: string | null;
  pixMerchantName: string;
  pixMerchantCity: string;
  cardMaxInstalments: number;
  boletoFeeCents: number;
  bankDeposit: string | null;
  boletoAgreementId: string;
  boletoRefPrefix: string;
  /** Where the browser posts the boleto form: the bank's page, or the sandbox's by default. */
  boletoBankUrl: string;
};

/** Parses `env`, listing every bad key at once, and fills the defaults of the embedded run. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO === 'true',
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    userRateLimitPerMinute: e.USER_RATE_LIMIT_PER_MINUTE,
    registrationRateLimitPerMinute: e.REGISTRATION_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    cepProviderUrl: e.CEP_PROVIDER_URL,
    cepTimeoutMs: e.CEP_TIMEOUT_MS,
    filesDir: path.join(dataDir, 'files'),
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
            ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
            ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
            ...(e.S3_FORCE_PATH_STYLE ? { forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' } : {}),
            prefix: e.S3_PREFIX,
          }
        : { driver: 'local' },
    photoWorkers: e.PHOTO_WORKERS ?? Math.max(1, availableParallelism()),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    freightProvider: e.FREIGHT_PROVIDER,
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      mercadoPago:
        e.PAYMENT_PROVIDER === 'mercadopago'
          ? {
              accessToken: e.MERCADOPAGO_ACCESS_TOKEN!,
              webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET!,
              apiUrl: e.MERCADOPAGO_API_URL,
            }
          : null,
      sandboxPages: e.NODE_ENV !== 'production' || e.PAYMENT_PROVIDER === 'sandbox',
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? webhookFallback(e, dataDir),
      pixKey: e.PIX_KEY ?? null,
      pixMerchantName: e.PIX_MERCHANT_NAME,
      pixMerchantCity: e.PIX_MERCHANT_CITY,
      cardMaxInstalments: e.CARD_MAX_INSTALMENTS,
      boletoFeeCents: e.BOLETO_FEE_CENTS,
      bankDeposit: e.BANK_DEPOSIT_DETAILS ?? null,
      boletoAgreementId: e.BOLETO_AGREEMENT_ID,
      boletoRefPrefix: e.BOLETO_REF_PREFIX,
      boletoBankUrl:
        e.BOLETO_BANK_URL ??
        `${(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '')}/api/sandbox/boleto`,
    },
  };
}

/**
 * The payment notifications' key when none was given: in production with PostgreSQL it is derived from
 * JWT_SECRET, the same on every node (decision 128); elsewhere it is generated once into DATA_DIR.
 */
function webhookFallback(
  e: { NODE_ENV: string; DATABASE_URL?: string | undefined; JWT_SECRET?: string | undefined },
  dataDir: string,
): string {
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && e.JWT_SECRET)
    return Buffer.from(
      hkdfSync('sha256', e.JWT_SECRET, 'portal-do-formando', 'payment-webhook', 32),
    ).toString('base64url');
  return persistentSecret(dataDir, 'payment-webhook-secret');
}

/** A secret that was not given is generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
