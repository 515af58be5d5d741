import { z } from 'zod';
import type { AiTokenUsage } from '../../../../src/contract/codeGenerate';
import type { Table } from '../../../../src/contract/text';
import { parseTypeText } from '../parser/formats/sqlTypeText';
import { finishTables } from '../parser/finish';
import type { RawField, RawTable } from '../parser/types';
import type { AiClient, AiCompletion } from './client';
import { AiError } from './errors';
import { parserMessages, repairMessages } from './prompts';

/** The schema name of parser requests (the test double's default responder keys on it). */
export const TABLES_SCHEMA_NAME = 'tables';

export const BAD_TABLES_MESSAGE =
  'The AI model did not answer with tables; try again or rephrase the text';

const nullableInt = { type: ['integer', 'null'] };

/** The answer asked for: strict-mode compatible (every property required, no others). */
export const tablesJsonSchema: Record<string, unknown> = {
  type: 'object',
  additionalProperties: false,
  required: ['tables'],
  properties: {
    tables: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['tableName', 'comment', 'fields'],
        properties: {
          tableName: { type: 'string' },
          comment: { type: 'string' },
          fields: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: [
                'columnName',
                'sqlType',
                'length',
                'precision',
                'scale',
                'nullable',
                'primaryKey',
                'autoIncrement',
                'unique',
                'defaultValue',
                'comment',
              ],
              properties: {
                columnName: { type: 'string' },
                sqlType: { type: 'string', description: 'lower-case base type, e.g. varchar' },
                length: nullableInt,
                precision: nullableInt,
                scale: nullableInt,
                nullable: { type: 'boolean' },
                primaryKey: { type: 'boolean' },
                autoIncrement: { type: 'boolean' },
                unique: { type: 'boolean' },
                defaultValue: { type: ['string', 'null'] },
                comment: { type: 'string' },
              },
            },
          },
        },
      },
    },
  },
};

// Lenient where models commonly slip (a size as "64", a missing flag, a numeric default), strict
// where the answer would be unusable (no name, no columns).
const size = z
  .union([z.number().int().min(0), z.string().regex(/^\d+$/).transform(Number)])
  .nullish()
  .transform((v) => v ?? null);
const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((v) => v ?? fallback);
const name = z.string().trim().min(1, 'is empty').max(128, 'is longer than 128 characters');
const text = z
  .string()
  .nullish()
  .transform((v) => (v ?? '').trim());

const aiFieldSchema = z.object({
  columnName: name,
  sqlType: text,
  length: size,
  precision: size,
  scale: size,
  nullable: flag(true),
  primaryKey: flag(false),
  autoIncrement: flag(false),
  unique: flag(false),
  defaultValue: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? null : String(v))),
  comment: text,
});

const aiTableSchema = z.object({
  tableName: name,
  comment: text,
  fields: z.array(aiFieldSchema).min(1, 'has no columns').max(1000),
});

/** What the model must answer (after leniency). */
export const aiTablesAnswerSchema = z.object({
  tables: z.array(aiTableSchema).max(100),
});
export type AiTablesAnswer = z.infer<typeof aiTablesAnswerSchema>;

type AiField = z.infer<typeof aiFieldSchema>;

/** The answer's type text through the reader's own type splitting (`VARCHAR(64)`, `int unsigned`, `String`). */
function toRawField(f: AiField): RawField {
  const parts = parseTypeText(f.sqlType);
  return {
    columnName: f.columnName,
    sqlType: parts?.sqlType || 'varchar',
    length: f.length ?? parts?.length ?? null,
    precision: f.precision ?? parts?.precision ?? null,
    scale: f.scale ?? parts?.scale ?? null,
    ...(parts?.unsigned ? { unsigned: true } : {}),
    ...(parts?.array ? { array: true } : {}),
    nullable: f.primaryKey ? false : f.nullable,
    primaryKey: f.primaryKey,
    autoIncrement: f.autoIncrement,
    unique: f.unique,
    defaultValue: f.defaultValue,
    comment: f.comment,
  };
}

function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 8).map((i) => {
    const where = i.path.length > 0 ? i.path.join('.') : 'the answer';
    return `${where}: ${i.message}`;
  });
  const more =
    error.issues.length > issues.length ? ` (and ${error.issues.length - issues.length} more)` : '';
  return issues.join('; ') + more;
}

type Checked = { ok: true; answer: AiTablesAnswer } | { ok: false; problem: string };

function check(value: unknown): Checked {
  const parsed = aiTablesAnswerSchema.safeParse(value);
  if (!parsed.success) return { ok: false, problem: describeIssues(parsed.error) };
  if (parsed.data.tables.length === 0) return { ok: false, problem: 'it has no tables' };
  return { ok: true, answer: parsed.data };
}

/**
 * The JSON of a model's answer. Structured output gives bare JSON; the json_object fallback and
 * looser models sometimes wrap it in a code fence or a sentence.
 */
export function extractJson(answer: string): unknown {
  const trimmed = answer.trim();
  const fenced = /^```[\w-]*\s*\n([\s\S]*?)\n?```$/.exec(trimmed);
  const body = fenced ? fenced[1] : trimmed;
  try {
    return JSON.parse(body);
  } catch (err) {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    const inside = start >= 0 && end > start && (start > 0 || end < body.length - 1);
    if (inside) return JSON.parse(body.slice(start, end + 1));
    throw err;
  }
}

function checkText(answer: string): Checked {
  let value: unknown;
  try {
    value = extractJson(answer);
  } catch (err) {
    return { ok: false, problem: `it is not valid JSON (${(err as Error).message})` };
  }
  return check(value);
}

/**
 * A validated answer (or a stored one, re-validated) as contract tables, through the parser's own
 * finishing step: the same class/property naming and type mapping as every other input type.
 */
export function toTables(answer: unknown): Table[] {
  const checked = check(answer);
  if (!checked.ok) throw new AiError('bad_answer', BAD_TABLES_MESSAGE);
  const raw: RawTable[] = checked.answer.tables.map((t) => ({
    tableName: t.tableName,
    comment: t.comment,
    fields: t.fields.map(toRawField),
  }));
  return finishTables(raw, undefined);
}

/** Token counts of two calls: a count is null only when neither call reported it. */
export function addUsage(a: AiTokenUsage, b: AiTokenUsage): AiTokenUsage {
  const add = (x: number | null, y: number | null) =>
    x === null && y === null ? null : (x ?? 0) + (y ?? 0);
  return {
    promptTokens: add(a.promptTokens, b.promptTokens),
    completionTokens: add(a.completionTokens, b.completionTokens),
    totalTokens: add(a.totalTokens, b.totalTokens),
  };
}

export interface AiParseOutcome {
  tables: Table[];
  /** The accepted answer as JSON (what toTables(JSON.parse(text)) reads back). */
  text: string;
  /** Of both calls when a repair was needed. */
  usage: AiTokenUsage;
  latencyMs: number;
}

/**
 * Free text → tables. Asks with the JSON schema; an answer that is not JSON or not tables gets ONE
 * repair request quoting what was wrong; still wrong → AiError BAD_ANSWER.
 */
export async function parseWithRepair(
  client: AiClient,
  model: string,
  text: string,
  signal?: AbortSignal,
): Promise<AiParseOutcome> {
  const messages = parserMessages(text);
  const jsonSchema = { name: TABLES_SCHEMA_NAME, schema: tablesJsonSchema };
  const first = await client.complete({ model, messages, jsonSchema, signal });
  const checked = checkText(first.text);
  const outcome = (answer: AiTablesAnswer, calls: AiCompletion[]): AiParseOutcome => ({
    tables: toTables(answer),
    text: JSON.stringify(answer),
    usage: calls.map((c) => c.usage).reduce(addUsage),
    latencyMs: calls.reduce((sum, c) => sum + c.latencyMs, 0),
  });
  if (checked.ok) return outcome(checked.answer, [first]);

  const second = await client.complete({
    model,
    messages: repairMessages(messages, first.text, checked.problem),
    jsonSchema,
    signal,
  });
  const repaired = checkText(second.text);
  if (!repaired.ok) throw new AiError('bad_answer', BAD_TABLES_MESSAGE);
  return outcome(repaired.answer, [first, second]);
}
