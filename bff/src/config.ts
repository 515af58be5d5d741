import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { SIGN_DEFAULTS } from '../../config/sign';
import { loadPaymentConfig, type PaymentConfig } from './services/pay/config';
import { REPLAY_CACHE_MAX_ENTRIES } from './store/replayCache';

/** One configured AI model (AI_MODELS entry `id=Display name`). */
export interface AiModelConfig {
  id: string;
  name: string;
  description: string;
  /** Credits per call. */
  price: number;
  isDefault: boolean;
}

/**
 * Allowances of AI calls and how the server talks to the AI service. The last four are the
 * engine's client options (bff/src/domain/ai/client.ts), so they spread into createAiClient.
 */
export interface AiLimits {
  /** Calls per UTC day for a free user (AI_FREE_DAILY). */
  freeDaily: number;
  /** Calls per UTC day for a VIP member (AI_VIP_DAILY). */
  vipDaily: number;
  /** Calls per minute and user before 903 (AI_BURST_PER_MINUTE). */
  burstPerMinute: number;
  /** Per request to the service (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries with back-off on 429, 5xx and connection errors (AI_MAX_RETRIES). */
  maxRetries: number;
  /** Consecutive service failures that open the circuit breaker (AI_BREAKER_FAILURES). */
  breakerFailures: number;
  /** How long the open breaker fails calls at once before one trial call (AI_BREAKER_COOLDOWN_MS). */
  breakerCooldownMs: number;
}

export type DbConfig = { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string };

/** How the server talks to a MySQL/MariaDB server; SQLite is in process and needs none of these. */
export interface DbLimits {
  /** Connections in the pool (DB_POOL_SIZE). */
  poolSize: number;
  /** Time to open one connection before the attempt fails (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  /** Longest a single statement may run before the server stops it (DB_QUERY_TIMEOUT_MS). */
  queryTimeoutMs: number;
}

export const DEFAULT_DB_LIMITS: DbLimits = {
  poolSize: 10,
  connectTimeoutMs: 5_000,
  queryTimeoutMs: 30_000,
};

/** An S3-compatible bucket for uploads (S3_*); null keeps them in FILE_DIR. */
export interface S3Settings {
  bucket: string;
  /** For MinIO, Ceph, R2 ...; null is AWS itself. */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's default credential chain (environment, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  /** DB_URL as given (for messages; may hold a password, never log it). */
  dbUrl: string;
  db: DbConfig;
  dbLimits: DbLimits;
  /** How long a stopping server waits for requests in flight before it closes them (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  signKey: string;
  signIv: string;
  sessionSecret: string;
  /** True when SESSION_SECRET was unset and a random one was made for this process. */
  sessionSecretGenerated: boolean;
  smtpUrl: string | null;
  adminEmails: string[];
  fileDir: string;
  s3: S3Settings | null;
  staticDir: string;
  /** ROUTER_BASE of the build (`/` or `/sub/path/`): where the SPA and its assets live. */
  routerBase: string;
  logDir: string;
  logLevel: LogLevel;
  logStdout: boolean;
  redisUrl: string | null;
  /** Signatures this instance remembers without Redis (REPLAY_CACHE_MAX). */
  replayCacheMax: number;
  aiBaseUrl: string | null;
  aiApiKey: string | null;
  /** AI_MODELS with their AI_MODEL_PRICES / AI_DEFAULT_PRICE and AI_MODEL_DESCRIPTIONS. */
  aiModels: AiModelConfig[];
  aiLimits: AiLimits;
  /** Largest accepted JSON/form/text body, in bytes. */
  bodyLimitBytes: number;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Verification codes: lifetime, resend cooldown, and hourly limits per address and per IP. */
  codeTtlMs: number;
  codeResendMs: number;
  codeLimitPerEmail: number;
  codeLimitPerIp: number;
  /** Largest accepted upload (avatars have their own 2 MB cap), in bytes. */
  uploadMaxBytes: number;
  /** Where uploads are received and checked before they move to FILE_DIR (the OS temp dir). */
  uploadTmpDir: string;
  /** Payment providers and orders (services/pay/config.ts). */
  payments: PaymentConfig;
}

/** Thrown by loadConfig with every problem found, one readable line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_DB_URL = 'sqlite:data/app.sqlite';

type Env = Record<string, string | undefined>;

function value(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function parseBytes(text: string): number | null {
  const m = /^(\d+)\s*(b|kb|mb)?$/i.exec(text);
  if (!m) return null;
  const unit = (m[2] ?? 'b').toLowerCase();
  const factor = unit === 'mb' ? 1024 * 1024 : unit === 'kb' ? 1024 : 1;
  return Number(m[1]) * factor;
}

function parseBool(text: string): boolean | null {
  if (/^(1|true|yes|on)$/i.test(text)) return true;
  if (/^(0|false|no|off)$/i.test(text)) return false;
  return null;
}

function isUrl(text: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

export function parseDbUrl(text: string, cwd: string): DbConfig | string {
  const usage = 'DB_URL must be sqlite:<file path> or mysql://user:password@host:port/database';
  if (text.startsWith('sqlite:')) {
    const file = text.slice('sqlite:'.length);
    if (!file) return `${usage} (the sqlite file path is empty)`;
    return { kind: 'sqlite', file: path.resolve(cwd, file) };
  }
  if (text.startsWith('mysql://')) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return `${usage} (it is not a valid URL)`;
    }
    if (!url.hostname) return `${usage} (the host is missing)`;
    if (url.pathname.replace(/^\//, '') === '') return `${usage} (the database name is missing)`;
    return { kind: 'mysql', url: text };
  }
  return `${usage} (got "${text.replace(/\/\/[^@/]*@/, '//***@')}")`;
}

/** The same normalisation as .umirc.ts: `/`, or `/sub/path/` with both slashes. */
export function normaliseBase(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

type AiModelEntry = Pick<AiModelConfig, 'id' | 'name' | 'isDefault'>;

/** `id=Display name` comma list; the first is the default. Price and description come apart. */
export function parseAiModels(text: string): AiModelEntry[] | string {
  const models: AiModelEntry[] = [];
  for (const [i, entry] of text.split(',').entries()) {
    const item = entry.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const id = (eq === -1 ? item : item.slice(0, eq)).trim();
    const name = (eq === -1 ? id : item.slice(eq + 1).trim()) || id;
    if (!id) return `AI_MODELS entry ${i + 1} ("${item}") has no model id before "="`;
    if (models.some((m) => m.id === id)) return `AI_MODELS lists the model "${id}" twice`;
    models.push({ id, name, isDefault: models.length === 0 });
  }
  return models;
}

/**
 * `id=value` entries (AI_MODEL_PRICES with `,`, AI_MODEL_DESCRIPTIONS with `;` since descriptions
 * hold commas) for models of AI_MODELS. `modelIds` null: AI_MODELS itself is invalid, so names
 * are not checked against it (its own problem is reported already).
 */
export function parseModelEntries(
  name: string,
  text: string,
  separator: string,
  modelIds: string[] | null,
): { entries: Map<string, string>; problems: string[] } {
  const entries = new Map<string, string>();
  const problems: string[] = [];
  for (const [i, entry] of text.split(separator).entries()) {
    const item = entry.trim();
    if (!item) continue;
    const eq = item.indexOf('=');
    const id = eq === -1 ? '' : item.slice(0, eq).trim();
    const v = eq === -1 ? '' : item.slice(eq + 1).trim();
    if (!id || !v) {
      problems.push(`${name} entry ${i + 1} ("${item}") must be model id=value`);
    } else if (modelIds && !modelIds.includes(id)) {
      problems.push(`${name} names the model "${id}", which is not in AI_MODELS`);
    } else if (entries.has(id)) {
      problems.push(`${name} lists the model "${id}" twice`);
    } else entries.set(id, v);
  }
  return { entries, problems };
}

/**
 * Reads and validates the BFF environment (ARCHITECTURE.md "Pinned names"). Collects every problem
 * before failing so an operator fixes them all in one go.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];

  let port = 8000;
  const portText = value(env, 'PORT');
  if (portText !== undefined) {
    const n = Number(portText);
    if (!/^\d+$/.test(portText) || n < 1 || n > 65535) {
      problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);
    } else port = n;
  }

  const dbUrl = value(env, 'DB_URL') ?? DEFAULT_DB_URL;
  const db = parseDbUrl(dbUrl, cwd);
  if (typeof db === 'string') problems.push(db);

  const signKey = value(env, 'SIGN_KEY') ?? SIGN_DEFAULTS.key;
  const signIv = value(env, 'SIGN_IV') ?? SIGN_DEFAULTS.iv;
  for (const [name, v] of [
    ['SIGN_KEY', signKey],
    ['SIGN_IV', signIv],
  ] as const) {
    // AES-128 needs exactly 16 bytes; the client encodes the same text as UTF-8.
    if (Buffer.byteLength(v, 'utf8') !== 16) {
      problems.push(
        `${name} must be exactly 16 ASCII characters (16 bytes); got ${Buffer.byteLength(v, 'utf8')} bytes`,
      );
    }
  }

  const secretText = value(env, 'SESSION_SECRET');
  if (secretText !== undefined && secretText.length < 32) {
    problems.push(`SESSION_SECRET must be at least 32 characters (got ${secretText.length})`);
  }

  const smtpUrl = value(env, 'SMTP_URL') ?? null;
  if (smtpUrl && !isUrl(smtpUrl, ['smtp:', 'smtps:'])) {
    problems.push(`SMTP_URL must be an smtp:// or smtps:// URL (got "${smtpUrl}")`);
  }

  const adminEmails = (value(env, 'ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!/^[^@\s]+@[^@\s]+$/.test(email)) {
      problems.push(`ADMIN_EMAILS holds "${email}", which is not an e-mail address`);
    }
  }

  const s3Bucket = value(env, 'S3_BUCKET') ?? null;
  const s3Endpoint = value(env, 'S3_ENDPOINT') ?? null;
  if (s3Endpoint && !isUrl(s3Endpoint, ['http:', 'https:'])) {
    problems.push(`S3_ENDPOINT must be an http:// or https:// URL (got "${s3Endpoint}")`);
  }
  const s3AccessKeyId = value(env, 'S3_ACCESS_KEY_ID') ?? null;
  const s3SecretAccessKey = value(env, 'S3_SECRET_ACCESS_KEY') ?? null;
  if ((s3AccessKeyId === null) !== (s3SecretAccessKey === null)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  const redisUrl = value(env, 'REDIS_URL') ?? null;
  if (redisUrl && !isUrl(redisUrl, ['redis:', 'rediss:'])) {
    problems.push(`REDIS_URL must be a redis:// or rediss:// URL (got "${redisUrl}")`);
  }

  const aiBaseUrl = value(env, 'AI_BASE_URL') ?? null;
  if (aiBaseUrl && !isUrl(aiBaseUrl, ['http:', 'https:'])) {
    problems.push(`AI_BASE_URL must be an http:// or https:// URL (got "${aiBaseUrl}")`);
  }
  const models = parseAiModels(value(env, 'AI_MODELS') ?? '');
  if (typeof models === 'string') problems.push(models);
  const modelIds = typeof models === 'string' ? null : models.map((m) => m.id);
  const prices = parseModelEntries(
    'AI_MODEL_PRICES',
    value(env, 'AI_MODEL_PRICES') ?? '',
    ',',
    modelIds,
  );
  problems.push(...prices.problems);
  for (const [id, price] of prices.entries) {
    if (!/^\d+$/.test(price)) {
      problems.push(
        `AI_MODEL_PRICES gives "${id}" the price "${price}"; a price is a whole number of credits, 0 or more`,
      );
    }
  }
  const descriptions = parseModelEntries(
    'AI_MODEL_DESCRIPTIONS',
    value(env, 'AI_MODEL_DESCRIPTIONS') ?? '',
    ';',
    modelIds,
  );
  problems.push(...descriptions.problems);

  const levelText = (value(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(levelText)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${levelText}")`);
  }

  const bools: Record<string, boolean> = {
    LOG_STDOUT: true,
    TRUST_PROXY: false,
    S3_FORCE_PATH_STYLE: false,
  };
  for (const name of Object.keys(bools)) {
    const text = value(env, name);
    if (text === undefined) continue;
    const b = parseBool(text);
    if (b === null) problems.push(`${name} must be true or false (got "${text}")`);
    else bools[name] = b;
  }

  // Room for the parser's largest paste (TEXT_MAX_LENGTH characters, up to 3 UTF-8 bytes each, JSON-escaped).
  let bodyLimitBytes = 8 * 1024 * 1024;
  const limitText = value(env, 'BODY_LIMIT');
  if (limitText !== undefined) {
    const n = parseBytes(limitText);
    if (n === null || n < 1024) {
      problems.push(
        `BODY_LIMIT must be a size of at least 1kb such as 512kb or 2mb (got "${limitText}")`,
      );
    } else bodyLimitBytes = n;
  }

  // Whole numbers with a minimum (and a maximum where a larger value is a mistake).
  const ints: Record<string, { value: number; min: number; max?: number; what: string }> = {
    CODE_TTL_SECONDS: { value: 600, min: 1, what: 'seconds' },
    CODE_RESEND_SECONDS: { value: 60, min: 0, what: 'seconds' },
    CODE_LIMIT_PER_EMAIL: { value: 10, min: 1, what: 'codes per hour' },
    CODE_LIMIT_PER_IP: { value: 30, min: 1, what: 'codes per hour' },
    AI_DEFAULT_PRICE: { value: 0, min: 0, what: 'credits per call' },
    AI_FREE_DAILY: { value: 20, min: 0, what: 'calls per day' },
    AI_VIP_DAILY: { value: 500, min: 0, what: 'calls per day' },
    AI_BURST_PER_MINUTE: { value: 6, min: 1, what: 'calls per minute' },
    AI_TIMEOUT_MS: { value: 60_000, min: 100, max: 3_600_000, what: 'milliseconds' },
    AI_MAX_RETRIES: { value: 2, min: 0, max: 10, what: 'retries' },
    AI_BREAKER_FAILURES: { value: 5, min: 1, what: 'failures' },
    AI_BREAKER_COOLDOWN_MS: { value: 30_000, min: 100, what: 'milliseconds' },
    DB_POOL_SIZE: { value: DEFAULT_DB_LIMITS.poolSize, min: 1, max: 1000, what: 'connections' },
    DB_CONNECT_TIMEOUT_MS: {
      value: DEFAULT_DB_LIMITS.connectTimeoutMs,
      min: 100,
      max: 600_000,
      what: 'milliseconds',
    },
    DB_QUERY_TIMEOUT_MS: {
      value: DEFAULT_DB_LIMITS.queryTimeoutMs,
      min: 100,
      max: 3_600_000,
      what: 'milliseconds',
    },
    SHUTDOWN_TIMEOUT_MS: { value: 8_000, min: 0, max: 600_000, what: 'milliseconds' },
    REPLAY_CACHE_MAX: {
      value: REPLAY_CACHE_MAX_ENTRIES,
      min: 1000,
      max: 100_000_000,
      what: 'entries',
    },
  };
  for (const [name, spec] of Object.entries(ints)) {
    const text = value(env, name);
    if (text === undefined) continue;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < spec.min || (spec.max !== undefined && n > spec.max)) {
      const range =
        spec.max === undefined ? `at least ${spec.min}` : `from ${spec.min} to ${spec.max}`;
      problems.push(`${name} must be a whole number of ${spec.what}, ${range} (got "${text}")`);
    } else spec.value = n;
  }

  let uploadMaxBytes = 10 * 1024 * 1024;
  const uploadText = value(env, 'UPLOAD_MAX_BYTES');
  if (uploadText !== undefined) {
    const n = parseBytes(uploadText);
    if (n === null || n < 1024) {
      problems.push(
        `UPLOAD_MAX_BYTES must be a size of at least 1kb such as 512kb or 10mb (got "${uploadText}")`,
      );
    } else uploadMaxBytes = n;
  }

  const payments = loadPaymentConfig(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    dbUrl,
    db: db as DbConfig,
    dbLimits: {
      poolSize: ints.DB_POOL_SIZE.value,
      connectTimeoutMs: ints.DB_CONNECT_TIMEOUT_MS.value,
      queryTimeoutMs: ints.DB_QUERY_TIMEOUT_MS.value,
    },
    shutdownTimeoutMs: ints.SHUTDOWN_TIMEOUT_MS.value,
    signKey,
    signIv,
    sessionSecret: secretText ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: secretText === undefined,
    smtpUrl,
    adminEmails,
    fileDir: path.resolve(cwd, value(env, 'FILE_DIR') ?? 'data/files'),
    s3: s3Bucket
      ? {
          bucket: s3Bucket,
          endpoint: s3Endpoint,
          region: value(env, 'S3_REGION') ?? 'us-east-1',
          accessKeyId: s3AccessKeyId,
          secretAccessKey: s3SecretAccessKey,
          forcePathStyle: bools.S3_FORCE_PATH_STYLE,
        }
      : null,
    staticDir: path.resolve(cwd, value(env, 'STATIC_DIR') ?? 'dist'),
    routerBase: normaliseBase(value(env, 'ROUTER_BASE')),
    logDir: path.resolve(cwd, value(env, 'LOG_DIR') ?? 'data/logs'),
    logLevel: levelText as LogLevel,
    logStdout: bools.LOG_STDOUT,
    redisUrl,
    replayCacheMax: ints.REPLAY_CACHE_MAX.value,
    aiBaseUrl,
    aiApiKey: value(env, 'AI_API_KEY') ?? null,
    aiModels: (models as AiModelEntry[]).map((m) => ({
      ...m,
      description: descriptions.entries.get(m.id) ?? '',
      price: Number(prices.entries.get(m.id) ?? ints.AI_DEFAULT_PRICE.value),
    })),
    aiLimits: {
      freeDaily: ints.AI_FREE_DAILY.value,
      vipDaily: ints.AI_VIP_DAILY.value,
      burstPerMinute: ints.AI_BURST_PER_MINUTE.value,
      timeoutMs: ints.AI_TIMEOUT_MS.value,
      maxRetries: ints.AI_MAX_RETRIES.value,
      breakerFailures: ints.AI_BREAKER_FAILURES.value,
      breakerCooldownMs: ints.AI_BREAKER_COOLDOWN_MS.value,
    },
    bodyLimitBytes,
    trustProxy: bools.TRUST_PROXY,
    codeTtlMs: ints.CODE_TTL_SECONDS.value * 1000,
    codeResendMs: ints.CODE_RESEND_SECONDS.value * 1000,
    codeLimitPerEmail: ints.CODE_LIMIT_PER_EMAIL.value,
    codeLimitPerIp: ints.CODE_LIMIT_PER_IP.value,
    uploadMaxBytes,
    uploadTmpDir: path.resolve(cwd, value(env, 'UPLOAD_TMP_DIR') ?? os.tmpdir()),
    payments,
  };
}
