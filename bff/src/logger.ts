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

export interface AppLogger {
  logger: Logger;
  close(): void;
}

export interface LoggerOptions {
  /** Roll size (pino-roll units: `50m`, `10k`); tests roll small files. */
  maxSize?: string;
  keepFiles?: number;
}

/**
 * pino to LOG_DIR through pino-roll (daily and at the size limit, the newest files kept), and to
 * standard output when LOG_STDOUT is on. The file stream writes synchronously in this thread, so a
 * line is on disk when the call returns and nothing is lost at exit.
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
    sync: true,
  });
  // The logger filters by LOG_LEVEL; the streams take everything it lets through.
  const streams: pino.StreamEntry[] = [{ level: 'trace', stream: file }];
  if (config.logStdout) streams.push({ level: 'trace', stream: pino.destination({ sync: true }) });
  const logger = pino(
    {
      level: config.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    pino.multistream(streams),
  );
  return {
    logger,
    close: () => {
      file.flushSync();
      file.end();
    },
  };
}
