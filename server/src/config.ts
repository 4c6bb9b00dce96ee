import { isTierName, TIERS, type TierName } from './db/seed/tiers';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseSalts, type Salts } from '@adops/common/signing';

/** Where `npm run build -w @adops/web` puts the console. */
const BUILT_CONSOLE = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder; `memory://` keeps the database in memory. Ignored when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica of DATABASE_URL's database that reports and Home panels read (REPORT_DATABASE_URL). */
  reportDatabaseUrl: string | undefined;
  sisterCrmUrl: string;
  secondLoginUrl: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  secondLoginTtlMs: number;
  /** How long a session lookup is reused without asking the database; 0 turns the cache off. */
  authCacheMs: number;
  /** Room for cached report and panel results in memory (REPORT_CACHE_MB); 0 turns the cache off. */
  reportCacheBytes: number;
  loginLockMs: number;
  loginMaxFailures: number;
  /** Slows the guessing of one username from many addresses (modules/session/usernameThrottle.ts). */
  usernameThrottle: UsernameThrottle;
  /**
   * Whose `X-Forwarded-For` to believe for the caller's address (Fastify's `trustProxy`): nobody (false), or
   * the proxies at these addresses and ranges.
   */
  trustProxy: false | string[];
  salts: Salts;
  demoPassword: string;
  /** Fill an empty database with the demo data at start. */
  seedDemo: boolean;
  /** How much demo data: 'demo' (DOMAIN.md's tier), 'small' or 'large'. */
  demoTier: TierName;
  /** Whether this instance runs the platform sync's jobs (PLATFORM_SYNC=off: it leaves them to others, or none). */
  platformSync: boolean;
  /** How often this instance looks for scheduled jobs' due runs; 0: it runs no jobs. */
  schedulerTickMs: number;
  /** How long a job's run is its instance's without a renewal: after a crash, how soon its run is failed. */
  jobLeaseMs: number;
  /** How often this instance sends what the notice outbox holds; 0: it sends none. */
  noticeTickMs: number;
  /** How long messages taken for sending are this instance's: after a crash, how soon they are queued again. */
  noticeLeaseMs: number;
  /** How long an attempt to post a message waits for the robot's answer. */
  noticeTimeoutMs: number;
  /**
   * WeCom's webhook base for the demo's robots (WECOM_WEBHOOK_BASE, `https://qyapi.weixin.qq.com`); without it
   * they post to the fake robots this server serves, so notices can be seen going out and arriving.
   */
  wecomWebhookBase: string | undefined;
  /**
   * The mail server lead e-mails go through (SMTP_URL, `smtp://user:pass@host:587` or `smtps://…:465`); without it
   * each message is kept whole in the send log instead of sent.
   */
  smtpUrl: string | undefined;
  /** Whom lead e-mails are from (MAIL_FROM). */
  mailFrom: string;
  /** The time budget of each statement a request runs, past which the caller is told to narrow it; 0: none. */
  queryTimeoutMs: number;
  /** The platform's open API (PLATFORM_API_URL, PLATFORM_APP_ID, PLATFORM_SECRET, PLATFORM_REFRESH_TOKEN). */
  platform: { url: string; appId: string; secret: string; refreshToken: string } | undefined;
  logLevel: string;
  /** The built web console, served at `/` when present (STATIC_DIR, else web/dist). */
  staticDir: string | undefined;
}

export interface UsernameThrottle {
  /** Failures of a username, from all addresses, within `windowMs` before the throttle starts. */
  afterFailures: number;
  windowMs: number;
  /** The wait after the latest failure doubles with each failure past `afterFailures`, up to this. */
  maxDelayMs: number;
  /** How long a successful sign-in from an address exempts that address for that user. */
  knownAddressMs: number;
}

/** Whom lead e-mails are from when MAIL_FROM does not say. */
export const DEFAULT_MAIL_FROM = 'adops <noreply@adops.local>';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Names of address ranges that Fastify's proxy-addr knows. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty or `false` trusts no proxy (the socket's address is the caller's); otherwise a
 * comma-separated list of the proxies' addresses, CIDR ranges or range names. Trusting every sender (`true`)
 * or a hop count would let any direct caller write its own address, so neither is offered.
 */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined)
    throw new Error(`TRUST_PROXY must be false or proxy addresses and CIDR ranges; not "${bad}"`);
  return entries;
}

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number`);
  return parsed;
}

function required(env: Record<string, string | undefined>, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when PLATFORM_API_URL is`);
  return value;
}

function tier(value: string | undefined): TierName {
  if (!value) return 'demo';
  if (!isTierName(value)) throw new Error(`DEMO_TIER must be one of ${Object.keys(TIERS).join(', ')}`);
  return value;
}

function replicaOf(primary: string | undefined, replica: string | undefined): string | undefined {
  if (replica && !primary) throw new Error('REPORT_DATABASE_URL needs DATABASE_URL: a replica of what?');
  return replica || undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = number(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL || undefined,
    reportDatabaseUrl: replicaOf(env.DATABASE_URL, env.REPORT_DATABASE_URL),
    sisterCrmUrl: env.SISTER_CRM_URL || 'http://localhost:8081/',
    secondLoginUrl: env.SECOND_LOGIN_URL || `http://localhost:${port}/api/crm/sys/secondLogin`,
    sessionIdleMs: number(env.SESSION_IDLE_MINUTES, 12 * 60, 'SESSION_IDLE_MINUTES') * MINUTE,
    sessionMaxMs: number(env.SESSION_MAX_HOURS, 7 * 24, 'SESSION_MAX_HOURS') * HOUR,
    secondLoginTtlMs: number(env.SECOND_LOGIN_TTL_SECONDS, 60, 'SECOND_LOGIN_TTL_SECONDS') * 1000,
    authCacheMs: number(env.AUTH_CACHE_SECONDS, 5, 'AUTH_CACHE_SECONDS') * 1000,
    reportCacheBytes: number(env.REPORT_CACHE_MB, 64, 'REPORT_CACHE_MB') * 1024 * 1024,
    loginLockMs: 15 * MINUTE,
    loginMaxFailures: 5,
    usernameThrottle: {
      afterFailures: 20,
      windowMs: HOUR,
      maxDelayMs: 15 * MINUTE,
      knownAddressMs: 90 * DAY,
    },
    trustProxy: trustProxy(env.TRUST_PROXY),
    salts: parseSalts(env.SIGNING_SALTS),
    demoPassword: env.DEMO_PASSWORD || 'Demo@2026',
    seedDemo: env.SEED_DEMO !== 'false',
    demoTier: tier(env.DEMO_TIER),
    platformSync: env.PLATFORM_SYNC !== 'off',
    schedulerTickMs: number(env.SCHEDULER_TICK_SECONDS, 5, 'SCHEDULER_TICK_SECONDS') * 1000,
    jobLeaseMs: number(env.JOB_LEASE_SECONDS, 120, 'JOB_LEASE_SECONDS') * 1000,
    noticeTickMs: number(env.NOTICE_TICK_SECONDS, 2, 'NOTICE_TICK_SECONDS') * 1000,
    noticeLeaseMs: number(env.NOTICE_LEASE_SECONDS, 60, 'NOTICE_LEASE_SECONDS') * 1000,
    noticeTimeoutMs: number(env.NOTICE_TIMEOUT_SECONDS, 10, 'NOTICE_TIMEOUT_SECONDS') * 1000,
    wecomWebhookBase: env.WECOM_WEBHOOK_BASE?.replace(/\/+$/, '') || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    queryTimeoutMs: number(env.QUERY_TIMEOUT_SECONDS, 20, 'QUERY_TIMEOUT_SECONDS') * 1000,
    platform: env.PLATFORM_API_URL
      ? {
          url: env.PLATFORM_API_URL,
          appId: required(env, 'PLATFORM_APP_ID'),
          secret: required(env, 'PLATFORM_SECRET'),
          refreshToken: required(env, 'PLATFORM_REFRESH_TOKEN'),
        }
      : undefined,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: env.STATIC_DIR || (existsSync(BUILT_CONSOLE) ? BUILT_CONSOLE : undefined),
  };
}
