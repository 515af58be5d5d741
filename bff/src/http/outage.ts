/**
 * Whether an error means a backing service (the database or Redis) cannot be reached right now,
 * which is an outage the client should retry, not a bug of ours.
 */

/** Socket and driver codes of an unreachable, closing or saturated server. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_QUERY_INTERRUPTED',
  'ER_STATEMENT_TIMEOUT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);

/** Messages of pool and client states that carry no code (mysql2, TypeORM, ioredis). */
const OUTAGE_MESSAGES = [
  /^Pool is closed/i,
  /^Queue limit reached/i,
  /^Connection lost/i,
  /^Can't add new command when connection is in closed state/i,
  /^Connection is closed/i,
  /^Reached the max retries per request limit/i,
  /max_statement_time exceeded/i,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  name?: unknown;
  driverError?: unknown;
  cause?: unknown;
}

export const RETRY_AFTER_SECONDS = 5;

export function isOutage(thrown: unknown): boolean {
  let current: unknown = thrown;
  // TypeORM wraps the driver's error; Node wraps causes. A few levels are all that exist.
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const err = current as ErrorLike;
    if (typeof err.code === 'string' && OUTAGE_CODES.has(err.code)) return true;
    if (err.name === 'MaxRetriesPerRequestError') return true;
    if (
      typeof err.message === 'string' &&
      OUTAGE_MESSAGES.some((re) => re.test(err.message as string))
    ) {
      return true;
    }
    current = err.driverError ?? err.cause;
  }
  return false;
}

/**
 * Logs the first outage error of a burst and counts the rest, so an outage under load writes a
 * line every `windowMs` instead of one per request.
 */
export class OutageLog {
  private windowStart = 0;
  private suppressed = 0;

  constructor(private readonly windowMs = 10_000) {}

  /** Whether this occurrence should be logged, and how many were left out since the last line. */
  take(now = Date.now()): { log: boolean; suppressed: number } {
    if (now - this.windowStart >= this.windowMs) {
      const suppressed = this.suppressed;
      this.windowStart = now;
      this.suppressed = 0;
      return { log: true, suppressed };
    }
    this.suppressed += 1;
    return { log: false, suppressed: 0 };
  }
}
