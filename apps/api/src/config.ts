import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting, type TrustProxy } from './trust-proxy';
import { apiRoot } from './api-root';
import { whatsAppConfigOf, whatsAppEnvShape, type WhatsAppConfig } from './lib/whatsapp/whatsapp-config';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  /** Unset (a plain `npm start`) is neither development nor production. */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(10000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  TRUST_PROXY: trustProxySetting,
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  APP_URL: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default('Karigar <no-reply@localhost>'),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  /** Where the owner's notices go (a quotation accepted, a payment received); every admin when unset. */
  OWNER_EMAIL: optionalString.pipe(z.email().optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** Serves the OpenAPI docs at /api/docs: 1 or 0; unset, everywhere but under NODE_ENV=production. */
  API_DOCS: z.enum(['0', '1']).optional(),
  /** Seconds a client has to send a whole request (headers and body) before its connection is cut. */
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BUSINESS_NAME: z.string().trim().min(1).default('Karigar Fiberglass & Auto Works'),
  BUSINESS_ADDRESS: z.string().trim().min(1).default('Plot 12, MIDC Bhosari, Pune, Maharashtra 411026'),
  BUSINESS_GSTIN: optionalString.pipe(
    z
      .string()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
      .optional(),
  ),
  BUSINESS_STATE: z.string().trim().min(1).default('Maharashtra'),
  BUSINESS_STATE_CODE: z
    .string()
    .regex(/^\d{2}$/)
    .default('27'),
  BUSINESS_PHONE: optionalString,
  BUSINESS_EMAIL: optionalString.pipe(z.email().optional()),
  /** Opening hours as the public site shows them, in the owner's words. */
  BUSINESS_HOURS: optionalString,
  /** A link to the workshop on a map (the public site's "Directions"). */
  BUSINESS_MAP_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  BUSINESS_UPI_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.-]+@[\w.-]+$/, 'must look like name@bank')
      .optional(),
  ),
  /** Required under NODE_ENV=production; sandbox otherwise. */
  PAYMENTS_MODE: z.enum(['sandbox', 'live']).optional(),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalString.pipe(z.url().optional()),
  ...whatsAppEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Proxies whose X-Forwarded-For names the client (see trust-proxy.ts). */
  trustProxy: TrustProxy;
  dataDir: string;
  uploadsDir: string;
  webDistDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  ownerEmail: string | undefined;
  jwtSecret: string | undefined;
  corsOrigins: string[];
  logLevel: Env['LOG_LEVEL'];
  /** Whether /api/docs is served. */
  apiDocs: boolean;
  /** Milliseconds a client has to send a whole request before its connection is cut. */
  requestTimeoutMs: number;
  business: {
    name: string;
    address: string;
    gstin: string | undefined;
    state: string;
    stateCode: string;
    phone: string | undefined;
    email: string | undefined;
    hours: string | undefined;
    mapUrl: string | undefined;
    upiId: string | undefined;
  };
  payments: {
    mode: NonNullable<Env['PAYMENTS_MODE']>;
    keyId: string;
    /** Unset in sandbox mode: the server uses a secret generated for this install. */
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    /** Overrides Razorpay's REST base URL (contract tests run against a local fake). */
    apiUrl: string | undefined;
  };
  whatsApp: WhatsAppConfig;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Production never falls back to the sandbox: anyone could mark their own order paid there. */
const PAYMENTS_MODE_REQUIRED =
  'PAYMENTS_MODE: required when NODE_ENV=production; set PAYMENTS_MODE=live (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET) to take real payments, or PAYMENTS_MODE=sandbox to accept fake ones';

const repoRoot = path.resolve(apiRoot, '../..');

/** Reads the environment into a typed config, listing every bad variable at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) problems.push('ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  if (env.NODE_ENV === 'production' && !env.PAYMENTS_MODE) problems.push(PAYMENTS_MODE_REQUIRED);
  if (env.PAYMENTS_MODE === 'live') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!env[name]) problems.push(`${name}: required when PAYMENTS_MODE is live`);
    }
  }
  const whatsApp = whatsAppConfigOf(env, problems);
  if (problems.length) throw new ConfigError(problems);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    databaseUrl: env.DATABASE_URL,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmail: env.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD,
    ownerEmail: env.OWNER_EMAIL?.toLowerCase(),
    jwtSecret: env.JWT_SECRET,
    corsOrigins: env.CORS_ORIGINS,
    logLevel: env.LOG_LEVEL,
    apiDocs: env.API_DOCS ? env.API_DOCS === '1' : env.NODE_ENV !== 'production',
    requestTimeoutMs: env.REQUEST_TIMEOUT * 1000,
    business: {
      name: env.BUSINESS_NAME,
      address: env.BUSINESS_ADDRESS,
      gstin: env.BUSINESS_GSTIN,
      state: env.BUSINESS_STATE,
      stateCode: env.BUSINESS_STATE_CODE,
      phone: env.BUSINESS_PHONE,
      email: env.BUSINESS_EMAIL,
      hours: env.BUSINESS_HOURS,
      mapUrl: env.BUSINESS_MAP_URL,
      upiId: env.BUSINESS_UPI_ID,
    },
    payments: {
      mode: env.PAYMENTS_MODE ?? 'sandbox',
      keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: env.RAZORPAY_API_URL,
    },
    whatsApp,
  };
}

/**
 * The config of a command-line process: `.env` (when present) applied to the environment, then read.
 * Prints every problem and answers undefined when the configuration is bad.
 */
export function loadProcessConfig(): Config | undefined {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return undefined;
  }
}
