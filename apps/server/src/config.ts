import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { PAYPAL_API_URLS } from './integrations/payouts/paypal-api';
import type { PaypalSettings } from './integrations/payouts/paypal-payouts';
import { demoSecrets, weakSecretReason } from './secrets';

const bool = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');
/** An empty value (`S3_ENDPOINT=` copied from .env.example) means unset. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema);

/**
 * Every environment variable the server reads, parsed once at start. `.env.example` documents
 * each one; nothing else in the server reads `process.env`.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on; default: loopback in demo mode, every interface otherwise. */
  HOST: unsetIfEmpty(z.string().min(1).optional()),
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Whose X-Forwarded-For to believe (the client address rate limits count by): `loopback` (a
   * proxy on this host; the default), addresses/CIDRs comma-separated (`loopback`, `uniquelocal` allowed), `true` (any:
   * only when nothing reaches the server but the proxy) or `false` (decision 343).
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Share of successful requests logged at info (errors and 4xx answers always are). */
  REQUEST_LOG_SAMPLE: z.coerce.number().min(0).max(1).default(0.01),
  /** How long a computed dashboard answer may be served from memory (0 turns the cache off). */
  ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Required with DEMO_MODE off (issue 27); a demo server generates one into DATA_DIR. */
  JWT_SECRET: unsetIfEmpty(z.string().optional()),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  COOKIE_SECURE: bool.optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  DEMO_MODE: bool.default(true),
  DEMO_CREATOR_EMAIL: z.string().email().default('creator@demo.test'),
  DEMO_CREATOR_PASSWORD: z.string().min(8).default('creator-demo-pass'),
  DEMO_NEW_EMAIL: z.string().email().default('new@demo.test'),
  DEMO_NEW_PASSWORD: z.string().min(8).default('new-demo-pass'),
  DEMO_BRAND_EMAIL: z.string().email().default('brand@demo.test'),
  DEMO_BRAND_PASSWORD: z.string().min(8).default('brand-demo-pass'),
  DEMO_BRAND_ADMIN_EMAIL: z.string().email().default('brand-admin@demo.test'),
  DEMO_BRAND_ADMIN_PASSWORD: z.string().min(8).default('brand-admin-demo-pass'),
  DEMO_OPS_EMAIL: z.string().email().default('ops@demo.test'),
  DEMO_OPS_PASSWORD: z.string().min(8).default('ops-demo-pass'),
  WEB_DIST_DIR: z.string().default('apps/portal/dist'),
  CONSOLE_DIST_DIR: z.string().default('apps/console/dist'),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  EMAIL_FROM: z.string().default('Creator Portal <no-reply@creator-portal.local>'),
  /** Where the Support page's messages go; unset: to every ops user's e-mail (issue 31). */
  SUPPORT_EMAIL: unsetIfEmpty(z.string().email().optional()),
  /** An HTML file served as /privacy instead of the built-in privacy page (issue 31). */
  PRIVACY_POLICY_FILE: unsetIfEmpty(z.string().optional()),
  SOCIAL_PROVIDER: z.enum(['sandbox', 'real']).default('sandbox'),
  SOCIAL_TOKEN_KEY: z.string().optional(),
  INSTAGRAM_CLIENT_ID: z.string().optional(),
  INSTAGRAM_CLIENT_SECRET: z.string().optional(),
  TIKTOK_CLIENT_KEY: z.string().optional(),
  TIKTOK_CLIENT_SECRET: z.string().optional(),
  FLAG_SIMPLIFIED_SIGNUP: bool.default(false),
  FLAG_SOCIAL_CONNECTION_ENABLED: bool.default(true),
  FLAG_TIK_TOK_CREATOR_LOGIN_ENABLED: bool.default(true),
  FLAG_CREATOR_LEGACY_APP_CONNECT_YOUTUBE: bool.default(false),
  FLAG_CREATOR_CONSENTS_TO_SMS: bool.default(true),
  FLAG_UPLOADING_CONTENT_TYPE_SELECTOR: bool.default(false),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(500),
  /** `true`: HTTP and jobs; `false`: HTTP only; `only`: jobs only (HTTP answers health checks). */
  RUN_WORKER: z.enum(['true', 'false', '1', '0', 'only']).default('true'),
  SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
  TWILIO_VERIFY_URL: z.string().url().default('https://verify.twilio.com'),
  /** Reminder texts with SMS_PROVIDER=twilio: a Messaging Service SID (MG…) or a sender number. */
  TWILIO_MESSAGING_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** How often the reminder scan looks for deadlines to remind (minutes). */
  REMINDER_SCAN_MINUTES: z.coerce.number().int().positive().default(15),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: unsetIfEmpty(z.string().url().optional()),
  S3_PUBLIC_ENDPOINT: unsetIfEmpty(z.string().url().optional()),
  S3_REGION: unsetIfEmpty(z.string().min(1).default('us-east-1')),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  FFMPEG_PATH: unsetIfEmpty(z.string().min(1).optional()),
  /** /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset turns it off. */
  METRICS_TOKEN: unsetIfEmpty(z.string().min(16).optional()),
  PAYOUT_TURNAROUND_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** `ledger` (default): payouts stay in our database; `paypal`: PayPal Payouts sends them. */
  PAYOUT_PROVIDER: z.enum(['ledger', 'paypal']).default('ledger'),
  PAYPAL_CLIENT_ID: unsetIfEmpty(z.string().optional()),
  PAYPAL_CLIENT_SECRET: unsetIfEmpty(z.string().optional()),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_WEBHOOK_ID: unsetIfEmpty(z.string().optional()),
  /** Overrides the API address PAYPAL_ENV picks (a test server). */
  PAYPAL_API_URL: unsetIfEmpty(z.string().url().optional()),
  /** Ledger provider: seconds after which a sent demo payout reads as paid. */
  LEDGER_PAYOUT_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(15),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For headers name the client. */
  trustProxy: boolean | string;
  /** The data folder (embedded database, local files, the running server's address). */
  dataDir: string;
  logLevel: Env['LOG_LEVEL'];
  requestLogSample: number;
  /** Issue 17: how long computed creator answers are kept (ms; 0: never). Decision 305. */
  answerCacheTtlMs: number;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  auth: {
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    cookieSecure: boolean;
    rateLimit: { max: number; windowMs: number };
  };
  demo: {
    enabled: boolean;
    creator: Credentials;
    newCreator: Credentials;
    brand: Credentials;
    /** Glow Botanics' brand admin (issue 28): manages the brand's team. */
    brandAdmin: Credentials;
    ops: Credentials;
  };
  /** The creator portal's build (apps/portal), served at the root. */
  webDistDir: string;
  /** The staff console's build (apps/console), served under /review. */
  consoleDistDir: string;
  email: { provider: 'outbox' | 'smtp'; smtpUrl?: string; from: string };
  /** The Support page's messages go here (null: every ops user) and the privacy page's file. */
  support: { email: string | null; privacyFile: string | null };
  social: SocialConfig;
  flagDefaults: Record<string, boolean>;
  /**
   * `runWorker`: this process claims and runs background jobs. `serveHttp`: it serves the app;
   * a worker-only process (RUN_WORKER=only) answers /healthz, /readyz and /metrics only.
   */
  jobs: { pollIntervalMs: number; runWorker: boolean; serveHttp: boolean };
  /** Deadline reminders (issue 15): the scan's period. */
  reminders: { scanIntervalMs: number };
  sms: SmsConfig;
  /** Uploaded files: local disk (the default, under DATA_DIR/files unless STORAGE_DIR says) or S3. */
  storage: StorageConfig;
  /**
   * The ffmpeg binary that makes video poster frames (none made when it cannot be run); unset:
   * the media module looks for one (findFfmpeg).
   */
  ffmpegPath?: string;
  /** The bearer token /metrics requires; undefined turns /metrics off. */
  metricsToken?: string;
  /** Business days the post and video success pages promise payment within. */
  payoutTurnaroundDays: number;
  payouts: PayoutsConfig;
}

/**
 * Where payouts go: the ledger (default; nothing leaves the system, demo payouts read paid
 * `paidAfterMs` after they are sent) or PayPal Payouts with the app's client credentials.
 */
export type PayoutsConfig =
  | { provider: 'ledger'; paidAfterMs: number }
  | { provider: 'paypal'; env: 'sandbox' | 'live'; paypal: PaypalSettings };

function payoutsConfig(env: Env): PayoutsConfig {
  if (env.PAYOUT_PROVIDER === 'ledger') {
    return { provider: 'ledger', paidAfterMs: env.LEDGER_PAYOUT_DELAY_SECONDS * 1000 };
  }
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID } = env;
  if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET || !PAYPAL_WEBHOOK_ID) {
    throw new Error(
      'Invalid configuration:\n  PAYOUT_PROVIDER=paypal needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID',
    );
  }
  return {
    provider: 'paypal',
    env: env.PAYPAL_ENV,
    paypal: {
      baseUrl: env.PAYPAL_API_URL ?? PAYPAL_API_URLS[env.PAYPAL_ENV],
      clientId: PAYPAL_CLIENT_ID,
      clientSecret: PAYPAL_CLIENT_SECRET,
      webhookId: PAYPAL_WEBHOOK_ID,
    },
  };
}

/**
 * Social accounts: the offline sandbox by default; the real Instagram and TikTok clients need
 * their app credentials. Tokens are encrypted with SOCIAL_TOKEN_KEY (32 bytes, base64 or hex).
 */
export interface SocialConfig {
  provider: 'sandbox' | 'real';
  tokenKey?: string;
  instagram: { clientId: string; clientSecret: string } | null;
  tiktok: { clientKey: string; clientSecret: string } | null;
}

function socialConfig(env: Env): SocialConfig {
  const instagram =
    env.INSTAGRAM_CLIENT_ID && env.INSTAGRAM_CLIENT_SECRET
      ? { clientId: env.INSTAGRAM_CLIENT_ID, clientSecret: env.INSTAGRAM_CLIENT_SECRET }
      : null;
  const tiktok =
    env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET
      ? { clientKey: env.TIKTOK_CLIENT_KEY, clientSecret: env.TIKTOK_CLIENT_SECRET }
      : null;
  if (env.SOCIAL_PROVIDER === 'real' && (!instagram || !tiktok || !env.SOCIAL_TOKEN_KEY)) {
    throw new Error(
      'Invalid configuration:\n  SOCIAL_PROVIDER=real needs SOCIAL_TOKEN_KEY, INSTAGRAM_CLIENT_ID, INSTAGRAM_CLIENT_SECRET, TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET',
    );
  }
  return { provider: env.SOCIAL_PROVIDER, tokenKey: env.SOCIAL_TOKEN_KEY, instagram, tiktok };
}

/** An S3-compatible bucket (docs/decisions/144-s3-storage-and-direct-links.md). */
export interface S3Settings {
  /** The API endpoint; unset means AWS S3 in `region`. */
  endpoint?: string;
  /** The endpoint browsers load presigned links from, when it differs from `endpoint`. */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted ones). */
  forcePathStyle: boolean;
}

export type StorageConfig = { provider: 'local'; dir: string } | { provider: 's3'; s3: S3Settings };

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE_PROVIDER === 'local') {
    return {
      provider: 'local',
      dir: env.STORAGE_DIR ?? `${env.DATA_DIR.replace(/\/+$/, '')}/files`,
    };
  }
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\n  STORAGE_PROVIDER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    provider: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT,
      publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      region: env.S3_REGION,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
  };
}

/** Phone verification codes: the console provider by default, Twilio Verify when configured. */
export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'twilio';
      twilio: {
        accountSid: string;
        authToken: string;
        serviceSid: string;
        baseUrl: string;
        /** Sender of reminder texts; without it, reminders go by e-mail only. */
        messagingFrom?: string;
        /** https://api.twilio.com unless a test points it elsewhere. */
        apiUrl?: string;
      };
    };

function smsConfig(env: Env): SmsConfig {
  if (env.SMS_PROVIDER === 'console') return { provider: 'console' };
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_VERIFY_SERVICE_SID } = env;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_VERIFY_SERVICE_SID) {
    throw new Error(
      'Invalid configuration:\n  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID',
    );
  }
  return {
    provider: 'twilio',
    twilio: {
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      serviceSid: TWILIO_VERIFY_SERVICE_SID,
      baseUrl: env.TWILIO_VERIFY_URL,
      messagingFrom: env.TWILIO_MESSAGING_FROM,
      apiUrl: env.TWILIO_API_URL,
    },
  };
}

export interface Credentials {
  email: string;
  password: string;
}

/** The file in DATA_DIR where a started server writes its URL (read by `npm run ops`). */
export const SERVER_URL_FILE = 'server-url';
/**
 * The file in DATA_DIR holding the key `npm run ops -- create-admin` shows a running server
 * (decision 534): only someone who can read the data folder has it.
 */
export const OPS_CLI_KEY_FILE = 'ops-cli.key';

/**
 * The signing secret (issue 27, decision 511): there is no default in code. With DEMO_MODE off
 * JWT_SECRET must be set and strong; a demo server without one generates its own, once, into
 * DATA_DIR (`secretsFrom`).
 */
function jwtSecretOf(env: Env, demoSecret: (() => string) | undefined): string {
  if (env.JWT_SECRET) {
    const weak = weakSecretReason(env.JWT_SECRET);
    if (weak) {
      throw new Error(
        `Invalid configuration:\n  JWT_SECRET ${weak}: set it to a long random value (e.g. \`openssl rand -base64 48\`)`,
      );
    }
    return env.JWT_SECRET;
  }
  if (env.DEMO_MODE && demoSecret) return demoSecret();
  throw new Error(
    'Invalid configuration:\n  JWT_SECRET must be set when DEMO_MODE is off: a long random value (e.g. `openssl rand -base64 48`), the same on every server process',
  );
}

function toConfig(env: Env, demoSecret?: () => string): Config {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    // A demo server (known demo passwords, dev inboxes) answers this machine only unless told.
    host: env.HOST ?? (env.DEMO_MODE ? 'localhost' : '0.0.0.0'),
    publicUrl,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    dataDir: env.DATA_DIR,
    logLevel: env.LOG_LEVEL,
    requestLogSample: env.REQUEST_LOG_SAMPLE,
    answerCacheTtlMs: env.ANSWER_CACHE_SECONDS * 1000,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    auth: {
      jwtSecret: jwtSecretOf(env, demoSecret),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
      cookieSecure: env.COOKIE_SECURE ?? publicUrl.startsWith('https://'),
      rateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    },
    demo: {
      enabled: env.DEMO_MODE,
      creator: { email: env.DEMO_CREATOR_EMAIL, password: env.DEMO_CREATOR_PASSWORD },
      newCreator: { email: env.DEMO_NEW_EMAIL, password: env.DEMO_NEW_PASSWORD },
      brand: { email: env.DEMO_BRAND_EMAIL, password: env.DEMO_BRAND_PASSWORD },
      brandAdmin: { email: env.DEMO_BRAND_ADMIN_EMAIL, password: env.DEMO_BRAND_ADMIN_PASSWORD },
      ops: { email: env.DEMO_OPS_EMAIL, password: env.DEMO_OPS_PASSWORD },
    },
    webDistDir: env.WEB_DIST_DIR,
    consoleDistDir: env.CONSOLE_DIST_DIR,
    email: { provider: env.EMAIL_PROVIDER, smtpUrl: env.SMTP_URL, from: env.EMAIL_FROM },
    support: {
      email: env.SUPPORT_EMAIL ?? null,
      privacyFile: env.PRIVACY_POLICY_FILE ?? null,
    },
    social: socialConfig(env),
    flagDefaults: {
      'simplified-signup': env.FLAG_SIMPLIFIED_SIGNUP,
      'social-connection-enabled': env.FLAG_SOCIAL_CONNECTION_ENABLED,
      'tik-tok-creator-login-enabled': env.FLAG_TIK_TOK_CREATOR_LOGIN_ENABLED,
      'creator-legacy-app-connect-youtube': env.FLAG_CREATOR_LEGACY_APP_CONNECT_YOUTUBE,
      'creator-consents-to-sms': env.FLAG_CREATOR_CONSENTS_TO_SMS,
      'uploading-content-type-selector': env.FLAG_UPLOADING_CONTENT_TYPE_SELECTOR,
    },
    jobs: {
      pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
      runWorker: env.RUN_WORKER !== 'false' && env.RUN_WORKER !== '0',
      serveHttp: env.RUN_WORKER !== 'only',
    },
    reminders: { scanIntervalMs: env.REMINDER_SCAN_MINUTES * 60_000 },
    sms: smsConfig(env),
    storage: storageConfig(env),
    ffmpegPath: env.FFMPEG_PATH,
    payoutTurnaroundDays: env.PAYOUT_TURNAROUND_DAYS,
    payouts: payoutsConfig(env),
    metricsToken: env.METRICS_TOKEN,
  };
}

function parseTrustProxy(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Parses the environment once. On bad input it throws one error that lists every bad variable,
 * so a misconfigured deploy fails at start with the whole story.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data, () => demoSecrets(parsed.data.DATA_DIR).JWT_SECRET);
}

/** A secret of this test process only: a token minted elsewhere is never accepted. */
const TEST_SECRET = randomBytes(32).toString('base64url');

let testFilesDir: string | undefined;

/**
 * This test process's own folder for stored files: made new (a folder named by the pid alone
 * could be a leftover of another user's run, unwritable here) and removed when the process exits.
 */
function testFilesDirectory(): string {
  if (!testFilesDir) {
    // Below the run's folder when the test setup made one (apps/server/test/global-setup.ts).
    const root = process.env.PORTAL_TEST_FILES_ROOT ?? tmpdir();
    const dir = mkdtempSync(path.join(root, 'portal-test-files-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    testFilesDir = dir;
  }
  return testFilesDir;
}

/** A config for tests: in-memory database, no worker, no demo data, the same rules otherwise. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = toConfig(
    EnvSchema.parse({
      DEMO_MODE: 'false',
      RUN_WORKER: 'false',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_SECRET,
    }),
  );
  return {
    ...base,
    database: { kind: 'pglite', dataDir: null },
    storage: { provider: 'local', dir: testFilesDirectory() },
    // Tests write rows straight into the database and read the answer at once: the cache is
    // tested on its own (answer-cache.test.ts) and off elsewhere.
    answerCacheTtlMs: 0,
    ...overrides,
  };
}
