import { createHash } from 'node:crypto';
import { type EntityManager, QueryFailedError } from 'typeorm';
import { Code, type PageQuery, type PageResult } from '../../../../src/contract/core';
import type {
  CheckBody,
  CheckResult,
  FormatterBody,
  InputTypeResult,
  ParseOptions,
  ParseResult,
  ParserLogDetail,
  ParserLogSummary,
  ParserResponse,
} from '../../../../src/contract/text';
import { checkTables, checkText } from '../../domain/check';
import { FormatError, formatText } from '../../domain/format';
import { detectInputType } from '../../domain/parser/detect';
import { parse } from '../../domain/parser';
import { ParserLog } from '../../entities/ParserLog';
import { AppError } from '../../errors';
import { pruneHistory, recordHistory } from '../history';
import { recordEvent } from '../usage';
import { newestFirstPage } from '../../db/paging';

/** Parse history kept per user; older entries are removed after each new one. */
export const PARSER_LOG_LIMIT = 200;

const notFound = () => new AppError(Code.NOT_FOUND, 'Parse history entry not found', 404);

export interface LogInput {
  text: string;
  result: ParseResult;
  /** ai: the tables of an AI parse (text.aiParser). */
  source: 'paste' | 'file' | 'ai';
  fileName?: string | null;
  /**
   * What the text was parsed with (a paste's options): given, the entry is one per text and
   * options (see `recordParse`).
   */
  options?: ParseOptions;
}

/** SHA-256 (hex) of a pasted text and the options it was parsed with. */
export function inputHashOf(text: string, options: ParseOptions): string {
  const { inputType = 'auto', dialect = null, naming = null, typeOverrides = null } = options;
  return createHash('sha256')
    .update(JSON.stringify([inputType, dialect, naming, typeOverrides, text]))
    .digest('hex');
}

const DUPLICATE_CODES = new Set(['ER_DUP_ENTRY', 'SQLITE_CONSTRAINT_UNIQUE']);

function isDuplicate(err: unknown): boolean {
  const code = (err as { driverError?: { code?: string } }).driverError?.code;
  return err instanceof QueryFailedError && code !== undefined && DUPLICATE_CODES.has(code);
}

/**
 * Records one parse for the user and prunes the history to `limit` entries, oldest first.
 *
 * A paste (`options` given) is kept once per text and options: the same input again answers the
 * entry it already has when that is the newest, and otherwise moves it to the top (the old row
 * goes, a new one is written). A second tab or a retry racing this one meets the unique index and
 * answers the row the other wrote. AI and file parses are always new entries.
 */
export async function recordParse(
  manager: EntityManager,
  userId: string,
  input: LogInput,
  limit = PARSER_LOG_LIMIT,
): Promise<number> {
  const { result } = input;
  const inputHash = input.options ? inputHashOf(input.text, input.options) : null;
  const repository = manager.getRepository(ParserLog);
  if (inputHash !== null) {
    const same = await repository.findOne({ where: { userId, inputHash }, select: ['id'] });
    if (same) {
      const newest = await repository.findOne({
        where: { userId },
        order: { id: 'DESC' },
        select: ['id'],
      });
      if (newest?.id === same.id) return same.id;
      await repository.delete({ id: same.id });
    }
  }
  try {
    return await recordHistory(
      manager,
      ParserLog,
      {
        userId,
        inputType: result.inputType,
        dialect: result.dialect ?? null,
        source: input.source,
        fileName: input.fileName ?? null,
        inputHash,
        text: input.text,
        tables: result.tables,
        diagnostics: result.diagnostics,
        tableNames: result.tables.map((t) => t.tableName),
        tableCount: result.tables.length,
        fieldCount: result.tables.reduce((n, t) => n + t.fields.length, 0),
        textLength: input.text.length,
        createdAt: new Date(),
      },
      limit,
    );
  } catch (err) {
    if (inputHash === null || !isDuplicate(err)) throw err;
    const other = await repository.findOne({ where: { userId, inputHash }, select: ['id'] });
    if (!other) throw err;
    return other.id;
  }
}

/** Deletes the user's entries beyond the newest `limit`. */
export function pruneLogs(
  manager: EntityManager,
  userId: string,
  limit = PARSER_LOG_LIMIT,
): Promise<void> {
  return pruneHistory(manager, ParserLog, userId, limit);
}

/** A usage event for the statistics: a parse that found no table counts as failed. */
export function recordParseEvent(
  manager: EntityManager,
  userId: string | null,
  result: Pick<ParserResponse, 'inputType' | 'dialect' | 'tables'>,
): void {
  recordEvent(manager.connection, {
    type: 'parse',
    userId,
    inputType: result.inputType,
    dialect: result.dialect ?? null,
    failed: result.tables.length === 0,
  });
}

/** Parses a paste; a signed-in caller gets it recorded in the history unless it is a draft. */
export async function parseText(
  manager: EntityManager,
  userId: string | null,
  body: ParseOptions & { text: string; history?: boolean },
): Promise<ParserResponse> {
  const { text, history = true, ...options } = body;
  const result = parse(text, options);
  recordParseEvent(manager, userId, result);
  const historyId =
    userId === null || !history
      ? null
      : await recordParse(manager, userId, { text, result, source: 'paste', options });
  return { ...result, historyId };
}

export function inputTypeOf(text: string): InputTypeResult {
  const { inputType, dialect } = detectInputType(text);
  return dialect ? { inputType, dialect } : { inputType };
}

/** Pretty-prints the text; input the formatter cannot read is a 422 on the text field. */
export async function formatInput(body: FormatterBody): Promise<{ text: string }> {
  try {
    return await formatText(body);
  } catch (error) {
    if (!(error instanceof FormatError)) throw error;
    throw new AppError(Code.VALIDATION, error.message, 422, { text: error.message });
  }
}

/** Problems of an edited field list when there is one, else of the text (parsed first). */
export function checkInput(body: CheckBody): CheckResult {
  const { text, tables, inputType, dialect } = body;
  if (tables !== undefined) return { problems: checkTables(tables, dialect) };
  return { problems: checkText(text ?? '', { inputType, dialect }) };
}

function toSummary(row: ParserLog): ParserLogSummary {
  return {
    id: row.id,
    inputType: row.inputType,
    dialect: row.dialect,
    source: row.source,
    fileName: row.fileName,
    tableNames: row.tableNames,
    tableCount: row.tableCount,
    fieldCount: row.fieldCount,
    textLength: row.textLength,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the user's parses, whole; another user's entry is as unknown as a missing one. */
export async function loadFields(
  manager: EntityManager,
  userId: string,
  id: number,
): Promise<ParserLogDetail> {
  const row = await manager.getRepository(ParserLog).findOneBy({ id, userId });
  if (!row) throw notFound();
  return { ...toSummary(row), text: row.text, tables: row.tables, diagnostics: row.diagnostics };
}

/** A page of the user's history, newest first, without the long text and tables. */
export async function findLogPage(
  manager: EntityManager,
  userId: string,
  query: PageQuery,
): Promise<PageResult<ParserLogSummary>> {
  const { page, pageSize } = query;
  const qb = manager
    .getRepository(ParserLog)
    .createQueryBuilder('p')
    .select([
      'p.id',
      'p.inputType',
      'p.dialect',
      'p.source',
      'p.fileName',
      'p.tableNames',
      'p.tableCount',
      'p.fieldCount',
      'p.textLength',
      'p.createdAt',
    ])
    .where('p.userId = :userId', { userId });
  const [rows, total] = await newestFirstPage(qb, { page, pageSize });
  return { list: rows.map(toSummary), total, page, pageSize };
}

/** Deletes the user's parse history (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(ParserLog).delete({ userId });
}
