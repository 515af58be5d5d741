import fs from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type SonicBoom from 'sonic-boom';
import type { SonicBoomOpts } from 'sonic-boom';
import type { Config } from './config';

interface PinoRollOptions extends Omit<SonicBoomOpts, 'dest'> {
  file: string;
  extension?: string;
  frequency?: 'daily' | 'hourly' | number;
  dateFormat?: string;
  size?: string | number;
  limit?: { count: number; removeOtherLogFiles?: boolean };
}
// pino-roll ships no type declarations; its one export builds a rolling SonicBoom stream.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pinoRoll = require('pino-roll') as (options: PinoRollOptions) => Promise<SonicBoom>;

/** Log lines are written in batches of about this many bytes, and at least every LOG_FLUSH_MS. */
const LOG_BATCH_BYTES = 8 * 1024;
const LOG_FLUSH_MS = 1000;

/** Rotation: a new file every day and whenever one reaches 50 MB; the newest 30 are kept. */
export const LOG_ROTATION = { maxSize: '50m', keepFiles: 30 } as const;

/**
 * Log files are `app.YYYY-MM-DD.N.log` (pino-roll's names: the server's local day, then a number
 * that grows with each size roll). The admin log pages list and read only names of this shape.
 */
export const LOG_FILE_NAME = /^app\.\d{4}-\d{2}-\d{2}\.\d{1,6}\.log$/;

/**
 * Keys whose values never reach a log line, wherever a caller puts them: credentials, codes,
 * tokens, signatures, cookies and keys. The one documented exception is the code of the e-mail
 * fallback without SMTP_URL, logged at top level on purpose (see mail/mailer.ts).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'sign',
  'signature',
  'cookie',
  'authorization',
  'apiKey',
  'secret',
  'privateKey',
  'key',
];
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  // Verification codes inside logged request bodies or queries (err.code stays: it names errors).
  'body.code',
  'query.code',
  'req.body.code',
  'req.headers["x-sandbox-signature"]',
  'headers["x-sandbox-signature"]',
  'headers["set-cookie"]',
];

/**
 * pino's `isoTime` (`,"time":"2026-11-26T16:54:06.123Z"`), formatted once per millisecond: under
 * load many lines share one, and formatting the date was a quarter of an access line's cost.
 */
export function isoTimePerMillisecond(now: () => number = Date.now): () => string {
  let last = NaN;
  let text = '';
  return () => {
    const ms = now();
    if (ms !== last) {
      last = ms;
      text = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return text;
  };
}

export interface AppLogger {
  logger: Logger;
  /** For the one access line per request (errorMiddleware): the same file, no redaction. */
  access: Logger;
  /** Resolves once every line logged so far is in the file. */
  flush(): Promise<void>;
  /** Writes what is pending and closes the file; resolves when it is closed. */
  close(): Promise<void>;
}

export interface LoggerOptions {
  /** Roll size (pino-roll units: `50m`, `10k`); tests roll small files. */
  maxSize?: string;
  keepFiles?: number;
}

/**
 * pino to LOG_DIR through pino-roll (daily and at the size limit, the newest files kept), and to
 * standard output when LOG_STDOUT is on. The file stream writes asynchronously (a request's log line
 * never blocks the event loop on a disk write) and is flushed when the logger closes; a process
 * killed outright loses at most the lines of the last moment, which the request ids in the answers
 * still name.
 */
export async function createLogger(
  config: Pick<Config, 'logDir' | 'logLevel' | 'logStdout'>,
  options: LoggerOptions = {},
): Promise<AppLogger> {
  fs.mkdirSync(config.logDir, { recursive: true });
  const file = await pinoRoll({
    file: path.join(config.logDir, 'app'),
    extension: '.log',
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    size: options.maxSize ?? LOG_ROTATION.maxSize,
    // pino-roll keeps `count` files besides the one being written.
    limit: { count: (options.keepFiles ?? LOG_ROTATION.keepFiles) - 1, removeOtherLogFiles: true },
    mkdir: true,
    sync: false,
    // Lines are gathered into writes of about 8 KB (one system call for many requests under load)
    // and flushed at least every LOG_FLUSH_MS, so a quiet server's lines still reach the file.
    minLength: LOG_BATCH_BYTES,
  });
  // One flush at a time: under constant load the stream may not drain within a second, and each
  // waiting flush holds listeners on it.
  let flushing = false;
  const flusher = setInterval(() => {
    if (flushing) return;
    flushing = true;
    file.flush((err) => {
      flushing = false;
      // Only a closed file refuses; close() stops this timer.
      if (err) clearInterval(flusher);
    });
  }, LOG_FLUSH_MS);
  flusher.unref();
  // A log file that cannot be written must not take the server down with an unhandled error.
  file.on('error', (err: Error) => {
    process.stderr.write(`log file: ${err.message}\n`);
  });
  // The logger filters by LOG_LEVEL; the streams take everything it lets through.
  // One stream needs no fan-out: pino writes to the file itself, a step less per line.
  const destination = config.logStdout
    ? pino.multistream([
        { level: 'trace', stream: file },
        { level: 'trace', stream: pino.destination({ sync: true }) },
      ])
    : file;
  const base = {
    level: config.logLevel,
    timestamp: isoTimePerMillisecond(),
    base: { pid: process.pid },
  };
  const logger = pino(
    { ...base, redact: { paths: REDACT_PATHS, censor: '[redacted]' } },
    destination,
  );
  // The access line has fixed fields that never hold a secret: it skips the redaction pass, which
  // cost a twentieth of a signed call.
  const access = pino(base, destination);
  return {
    logger,
    access,
    flush: () =>
      new Promise<void>((resolve) => {
        file.flush(() => resolve());
      }),
    close: () =>
      new Promise<void>((resolve) => {
        // The file opens asynchronously: end() before it is open would lose what is pending.
        clearInterval(flusher);
        const end = () => {
          file.once('close', () => resolve());
          file.end();
        };
        if ((file as unknown as { fd: number }).fd >= 0) end();
        else file.once('ready', end);
      }),
  };
}
