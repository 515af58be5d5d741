import { z } from 'zod';

/** Shapes of the admin log calls (ARCHITECTURE.md "Pinned …": Logs). */

export const LOG_LEVEL_NAMES = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevelName = (typeof LOG_LEVEL_NAMES)[number];

/**
 * A log file's name as the list gives it: letters, digits, `.`, `_`, `-`, ending in `.log`. Paths,
 * `..`, NUL bytes and encoded forms fail here with 422; a well-formed name not in the list is 404.
 */
export const logFileNameSchema = z
  .string({ required_error: 'Please enter File' })
  .min(1, 'Please enter File')
  .max(128, 'File is at most 128 characters')
  .regex(/^(?!\.)[A-Za-z0-9._-]+\.log$/, 'File must be a log file name from the list')
  .refine((name) => !name.includes('..'), 'File must be a log file name from the list');

export const logFileSchema = z.object({
  name: z.string(),
  size: z.number().int().min(0),
  modifiedAt: z.string(),
});
export type LogFile = z.infer<typeof logFileSchema>;

export const logsResponse = z.object({ files: z.array(logFileSchema) });
export type LogsResponse = z.infer<typeof logsResponse>;

const isoTime = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Please enter a valid date and time')
  .optional();

export const READ_LINES_MAX = 1000;

export const readLinesBody = z
  .object({
    /** Absent: the newest file. */
    file: logFileNameSchema.optional(),
    /** A byte offset from an earlier answer's nextCursor (or a line's offset). */
    cursor: z
      .number()
      .int('Cursor must be a whole number')
      .min(0, 'Cursor must be 0 or more')
      .optional(),
    limit: z
      .number()
      .int()
      .min(1, 'Limit must be at least 1')
      .max(READ_LINES_MAX, `Limit is at most ${READ_LINES_MAX}`)
      .optional(),
    /** forward reads from the cursor towards the end; backward reads the lines before it. */
    direction: z.enum(['forward', 'backward']).optional(),
    /** The lowest level shown: `error` shows error and fatal. */
    level: z.enum(LOG_LEVEL_NAMES).optional(),
    /** Text the line contains, case-insensitive. */
    q: z.string().max(200, 'Text is at most 200 characters').optional(),
    requestId: z.string().max(64, 'Request id is at most 64 characters').optional(),
    since: isoTime,
    until: isoTime,
  })
  .refine((b) => !b.since || !b.until || Date.parse(b.since) <= Date.parse(b.until), {
    message: 'Since must not be after Until',
    path: ['until'],
  });
export type ReadLinesBody = z.input<typeof readLinesBody>;

export const logLineSchema = z.object({
  /** Byte offset of the line's first byte in the file. */
  offset: z.number().int().min(0),
  text: z.string(),
  time: z.string().optional(),
  level: z.enum(LOG_LEVEL_NAMES).optional(),
  requestId: z.string().optional(),
});
export type LogLine = z.infer<typeof logLineSchema>;

/**
 * Lines come in file order in both directions. forward: nextCursor is where the next read starts;
 * backward: nextCursor is the end of the next (earlier) read. `size` is the file's size at the read.
 */
export const readLinesResponse = z.object({
  file: z.string(),
  lines: z.array(logLineSchema),
  nextCursor: z.number().int().min(0),
  hasMore: z.boolean(),
  size: z.number().int().min(0),
});
export type ReadLinesResponse = z.infer<typeof readLinesResponse>;

export const downloadLogQuery = z.object({ file: logFileNameSchema });
