import fs from 'node:fs';
import path from 'node:path';
import {
  LOG_LEVEL_NAMES,
  type LogFile,
  type LogLevelName,
  type LogLine,
  type ReadLinesResponse,
} from '../../../src/contract/adminLog';
import { Code } from '../../../src/contract/core';
import { AppError } from '../errors';

/** Bytes read per step: big enough for few system calls, small enough to keep memory flat. */
const CHUNK_BYTES = 64 * 1024;
/** A read stops after this many bytes even when the filters matched fewer lines than asked. */
const SCAN_BUDGET_BYTES = 16 * 1024 * 1024;
/** Longer lines are cut in answers (the download has them whole). */
const MAX_LINE_CHARS = 64 * 1024;
const DEFAULT_LIMIT = 200;

/** pino's numeric levels. */
const LEVEL_OF_NUMBER: Record<number, LogLevelName> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const rank = (level: LogLevelName) => LOG_LEVEL_NAMES.indexOf(level);
/** pino writes the level first: found without parsing the whole line. */
const LEVEL_PATTERN = /^\{"level":(\d{2})\b/;

const noSuchFile = (name: string) =>
  new AppError(Code.NOT_FOUND, `No log file "${name}" in the list`, 404);

/**
 * The files the admin pages may read: regular `.log` files directly in LOG_DIR. Symbolic links
 * and anything else are left out, so a link pointing out of LOG_DIR is never listed nor served.
 */
export async function listLogFiles(logDir: string): Promise<LogFile[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(logDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: (LogFile & { mtime: number })[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.log')) continue;
    try {
      const stat = await fs.promises.lstat(path.join(logDir, entry.name));
      if (!stat.isFile()) continue;
      files.push({
        name: entry.name,
        size: stat.size,
        modifiedAt: stat.mtime.toISOString(),
        mtime: stat.mtimeMs,
      });
    } catch {
      // Rolled away between readdir and lstat.
    }
  }
  files.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name, 'en', { numeric: true }));
  return files.map(({ mtime: _mtime, ...file }) => file);
}

/**
 * The absolute path of a listed file. The name was validated by the contract (no separators, no
 * `..`, no NUL); this checks it is in the list and that its real path is still inside LOG_DIR.
 */
export async function resolveLogFile(
  logDir: string,
  name: string | undefined,
): Promise<{ file: string; name: string }> {
  const files = await listLogFiles(logDir);
  const wanted = name ?? files[0]?.name;
  if (!wanted) throw new AppError(Code.NOT_FOUND, 'There are no log files yet', 404);
  if (!files.some((f) => f.name === wanted)) throw noSuchFile(wanted);
  const dir = await fs.promises.realpath(logDir);
  const real = await fs.promises.realpath(path.join(logDir, wanted));
  if (path.dirname(real) !== dir) throw noSuchFile(wanted);
  return { file: real, name: wanted };
}

export interface ReadLinesInput {
  cursor?: number;
  limit?: number;
  direction?: 'forward' | 'backward';
  level?: LogLevelName;
  q?: string;
  requestId?: string;
  since?: string;
  until?: string;
}

interface Filter {
  minRank: number;
  q: string | null;
  requestId: string | null;
  since: number | null;
  until: number | null;
}

/** One line's text parsed as a pino JSON line where it is one. */
export function describeLine(offset: number, text: string): LogLine {
  const line: LogLine = { offset, text };
  if (!text.startsWith('{')) return line;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (typeof parsed.time === 'string') line.time = parsed.time;
    else if (typeof parsed.time === 'number') line.time = new Date(parsed.time).toISOString();
    if (typeof parsed.level === 'number' && LEVEL_OF_NUMBER[parsed.level]) {
      line.level = LEVEL_OF_NUMBER[parsed.level];
    } else if (typeof parsed.level === 'string' && rank(parsed.level as LogLevelName) >= 0) {
      line.level = parsed.level as LogLevelName;
    }
    if (typeof parsed.requestId === 'string') line.requestId = parsed.requestId;
  } catch {
    // Not JSON after all: shown as plain text.
  }
  return line;
}

/** Cheap text checks before JSON parsing: most lines fail here when a filter is set. */
function passesText(text: string, filter: Filter): boolean {
  if (text.length === 0) return false;
  if (filter.minRank > 0) {
    const level = LEVEL_PATTERN.exec(text);
    const name = level ? LEVEL_OF_NUMBER[Number(level[1])] : undefined;
    if (name && rank(name) < filter.minRank) return false;
  }
  if (filter.q && !text.toLowerCase().includes(filter.q)) return false;
  return !filter.requestId || text.includes(filter.requestId);
}

function accept(offset: number, text: string, filter: Filter): LogLine | null {
  if (!passesText(text, filter)) return null;
  const line = describeLine(offset, text);
  if (filter.requestId && line.requestId !== filter.requestId) return null;
  if (filter.minRank > 0 && (!line.level || rank(line.level) < filter.minRank)) return null;
  if (filter.since !== null || filter.until !== null) {
    const time = line.time ? Date.parse(line.time) : NaN;
    if (Number.isNaN(time)) return null;
    if (filter.since !== null && time < filter.since) return null;
    if (filter.until !== null && time > filter.until) return null;
  }
  if (line.text.length > MAX_LINE_CHARS) line.text = `${line.text.slice(0, MAX_LINE_CHARS)}…`;
  return line;
}

function filterOf(input: ReadLinesInput): Filter {
  return {
    minRank: input.level ? rank(input.level) : 0,
    q: input.q?.trim() ? input.q.trim().toLowerCase() : null,
    requestId: input.requestId?.trim() || null,
    since: input.since ? Date.parse(input.since) : null,
    until: input.until ? Date.parse(input.until) : null,
  };
}

/** Reads forward from `start` (a line start): whole lines only, a partly written last line waits. */
async function readForward(
  fd: fs.promises.FileHandle,
  size: number,
  start: number,
  limit: number,
  filter: Filter,
): Promise<{ lines: LogLine[]; next: number }> {
  const lines: LogLine[] = [];
  const buffer = Buffer.alloc(CHUNK_BYTES);
  let pending: Buffer[] = [];
  let pendingStart = start;
  let position = start;
  let next = start;
  while (position < size && lines.length < limit && position - start < SCAN_BUDGET_BYTES) {
    const { bytesRead } = await fd.read(
      buffer,
      0,
      Math.min(CHUNK_BYTES, size - position),
      position,
    );
    if (bytesRead === 0) break;
    let from = 0;
    const chunk = buffer.subarray(0, bytesRead);
    for (
      let i = chunk.indexOf(0x0a);
      i !== -1 && lines.length < limit;
      i = chunk.indexOf(0x0a, i + 1)
    ) {
      const text = (
        pending.length === 0
          ? chunk.toString('utf8', from, i)
          : Buffer.concat([...pending, chunk.subarray(from, i)]).toString('utf8')
      ).replace(/\r$/, '');
      const line = accept(pendingStart, text, filter);
      if (line) lines.push(line);
      pending = [];
      from = i + 1;
      pendingStart = position + from;
      next = pendingStart;
    }
    if (lines.length >= limit) break;
    // Keep the unterminated rest; copy it since the buffer is reused.
    if (from < bytesRead) pending.push(Buffer.from(buffer.subarray(from, bytesRead)));
    position += bytesRead;
  }
  return { lines, next };
}

/** Reads the lines that end at or before `end` (exclusive), walking back chunk by chunk. */
async function readBackward(
  fd: fs.promises.FileHandle,
  end: number,
  limit: number,
  filter: Filter,
): Promise<{ lines: LogLine[]; next: number }> {
  const found: LogLine[] = [];
  const buffer = Buffer.alloc(CHUNK_BYTES);
  // Bytes after the last newline seen so far (a line whose start is still further back).
  let tail: Buffer[] = [];
  let position = end;
  let next = end;
  // A partly written last line (no newline yet) is not returned: skip to the last newline.
  let skipPartial = true;
  while (position > 0 && found.length < limit && end - position < SCAN_BUDGET_BYTES) {
    const readStart = Math.max(0, position - CHUNK_BYTES);
    const length = position - readStart;
    await fd.read(buffer, 0, length, readStart);
    let lineEnd = length;
    const chunk = buffer.subarray(0, length);
    for (
      let i = chunk.lastIndexOf(0x0a);
      i !== -1 && found.length < limit;
      i = i > 0 ? chunk.lastIndexOf(0x0a, i - 1) : -1
    ) {
      if (skipPartial) {
        skipPartial = false;
        tail = [];
        next = readStart + i + 1;
        lineEnd = i;
        continue;
      }
      const text = (
        tail.length === 0
          ? chunk.toString('utf8', i + 1, lineEnd)
          : Buffer.concat([chunk.subarray(i + 1, lineEnd), ...tail]).toString('utf8')
      ).replace(/\r$/, '');
      tail = [];
      const offset = readStart + i + 1;
      const line = accept(offset, text, filter);
      if (line) found.push(line);
      next = offset;
      lineEnd = i;
    }
    if (found.length >= limit) break;
    if (!skipPartial) tail = [Buffer.from(buffer.subarray(0, lineEnd)), ...tail];
    position = readStart;
  }
  // The first line of the file has no newline before it.
  if (position === 0 && found.length < limit && !skipPartial && next > 0) {
    const text = Buffer.concat(tail).toString('utf8').replace(/\r$/, '');
    const line = accept(0, text, filter);
    if (line) found.push(line);
    next = 0;
  }
  return { lines: found.reverse(), next };
}

/**
 * Reads up to `limit` lines matching the filters from a byte cursor, never the whole file: at
 * most SCAN_BUDGET_BYTES per call, 64 KB at a time. backward without a cursor is the tail.
 */
export async function readLogLines(
  file: string,
  name: string,
  input: ReadLinesInput,
): Promise<ReadLinesResponse> {
  const fd = await fs.promises.open(file, 'r');
  try {
    const { size } = await fd.stat();
    const limit = input.limit ?? DEFAULT_LIMIT;
    const filter = filterOf(input);
    if (input.direction === 'backward') {
      const end = Math.min(input.cursor ?? size, size);
      const { lines, next } = await readBackward(fd, end, limit, filter);
      return { file: name, lines, nextCursor: next, hasMore: next > 0, size };
    }
    const start = Math.min(input.cursor ?? 0, size);
    const { lines, next } = await readForward(fd, size, start, limit, filter);
    return { file: name, lines, nextCursor: next, hasMore: next < size, size };
  } finally {
    await fd.close();
  }
}
