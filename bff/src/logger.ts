import fs from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** `app-YYYY-MM-DD.log` (UTC day): the admin log pages list and read these files. */
export function logFileName(date: Date): string {
  return `app-${date.toISOString().slice(0, 10)}.log`;
}

/**
 * A pino destination that appends JSON lines to one file per UTC day. Writes are synchronous so
 * nothing is lost at exit and no stream is left open for the test runner to wait on.
 */
class DailyFileStream {
  private fd: number | null = null;
  private day = '';

  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  write(line: string): void {
    const now = new Date();
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day || this.fd === null) {
      this.close();
      this.fd = fs.openSync(path.join(this.dir, logFileName(now)), 'a');
      this.day = day;
    }
    fs.writeSync(this.fd, line);
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}

export interface AppLogger {
  logger: Logger;
  close(): void;
}

export function createLogger(config: Pick<Config, 'logDir' | 'logLevel' | 'logStdout'>): AppLogger {
  const file = new DailyFileStream(config.logDir);
  // The logger filters by LOG_LEVEL; the streams take everything it lets through.
  const streams: pino.StreamEntry[] = [{ level: 'trace', stream: file }];
  if (config.logStdout) streams.push({ level: 'trace', stream: pino.destination({ sync: true }) });
  const logger = pino(
    {
      level: config.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      base: { pid: process.pid },
    },
    pino.multistream(streams),
  );
  return { logger, close: () => file.close() };
}
