import type { EntityManager } from 'typeorm';
import {
  generateSettingInput,
  type GenerateApiResult,
  type GenerateLogDetail,
  type GenerateLogSummary,
  type GenerateSetting as GenerateSettingData,
} from '../../../src/contract/codeGenerate';
import { Code, type PageResult } from '../../../src/contract/core';
import type {
  GeneratedFile,
  GenerateResult,
  GenerationSettings,
  QuickTarget,
  SqlDialect,
  Table,
} from '../../../src/contract/text';
import { whereAnyContains } from '../db/like';
import { splitFiles } from '../domain/ai';
import {
  generate,
  generationZipName,
  resolveSettings,
  TemplateRenderError,
  type TemplateGroupSpec,
} from '../domain/generator';
import { buildOpenApi, serialiseOpenApi } from '../domain/generator/openapi';
import { renderInPool } from '../domain/generator/pool';
import { quickTargetGroup } from '../domain/generator/quickTargets';
import { AiCall } from '../entities/AiCall';
import { GenerateLog } from '../entities/GenerateLog';
import { GenerateSetting } from '../entities/GenerateSetting';
import { AppError } from '../errors';
import { recordHistory } from './history';
import { getGroup, groupSpecFor } from './template';
import { recordEvent } from './usage';
import { newestFirstPage } from '../db/paging';

/** Generation history kept per user; older entries are removed after each new one. */
export const GENERATE_LOG_LIMIT = 200;

/** The templateId of an AI generation's history entry (`ai:<model id>`): no template made it. */
export const AI_TEMPLATE_ID_PREFIX = 'ai:';

const logNotFound = () => new AppError(Code.NOT_FOUND, 'Generation history entry not found', 404);

/** Partial settings as the contract's bodies carry them (every key optional). */
export type SettingsPatch = Partial<GenerationSettings>;

// ---------------------------------------------------------------------------------------------
// Settings

/** The built-in defaults (what an anonymous caller gets). */
export function defaultSetting(): GenerateSettingData {
  return generateSettingInput.parse({});
}

export async function getSetting(
  manager: EntityManager,
  userId: string | null,
): Promise<GenerateSettingData> {
  if (userId === null) return defaultSetting();
  const row = await manager.getRepository(GenerateSetting).findOneBy({ userId });
  // Parsed again so defaults added to the contract later fill older rows.
  return row ? generateSettingInput.parse(row.data) : defaultSetting();
}

/** Saves the user's defaults; a default group the user cannot use is a field error. */
export async function saveSetting(
  manager: EntityManager,
  userId: string,
  data: GenerateSettingData,
): Promise<GenerateSettingData> {
  if (data.defaultTemplateId !== null) {
    try {
      await getGroup(manager, data.defaultTemplateId, userId);
    } catch (error) {
      if (!(error instanceof AppError) || error.httpStatus !== 404) throw error;
      const message = 'Default template not found';
      throw new AppError(Code.VALIDATION, message, 422, { defaultTemplateId: message });
    }
  }
  await manager.getRepository(GenerateSetting).save({ userId, data, updatedAt: new Date() });
  return data;
}

/** The request's settings over the caller's saved defaults over the contract's defaults. */
export async function mergedSettings(
  manager: EntityManager,
  userId: string | null,
  requested: SettingsPatch = {},
): Promise<SettingsPatch> {
  const saved = (await getSetting(manager, userId)).settings;
  const given = Object.fromEntries(
    Object.entries(requested).filter(([, value]) => value !== undefined),
  ) as SettingsPatch;
  return { ...saved, ...given, options: { ...saved.options, ...given.options } };
}

// ---------------------------------------------------------------------------------------------
// History

export interface GenerateLogInput {
  templateId: string;
  templateName: string;
  tables: Table[];
  settings: GenerationSettings;
  files: GeneratedFile[];
}

/** Records one generation for the user and prunes the history to `limit` entries. */
export function recordGeneration(
  manager: EntityManager,
  userId: string,
  input: GenerateLogInput,
  limit = GENERATE_LOG_LIMIT,
): Promise<number> {
  return recordHistory(
    manager,
    GenerateLog,
    {
      userId,
      templateId: input.templateId,
      templateName: input.templateName.slice(0, 255),
      tableNames: input.tables.map((t) => t.tableName),
      tableCount: input.tables.length,
      fileCount: input.files.length,
      tables: input.tables,
      settings: input.settings,
      createdAt: new Date(),
    },
    limit,
  );
}

function toSummary(row: GenerateLog): GenerateLogSummary {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: row.templateName,
    tableNames: row.tableNames,
    tableCount: row.tableCount,
    fileCount: row.fileCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One of the user's generations, to re-open; another user's entry is as unknown as a missing one. */
export async function loadFields(
  manager: EntityManager,
  userId: string,
  id: number,
): Promise<GenerateLogDetail> {
  const row = await manager.getRepository(GenerateLog).findOneBy({ id, userId });
  if (!row) throw logNotFound();
  const detail = { ...toSummary(row), tables: row.tables, settings: row.settings };
  if (!row.templateId.startsWith(AI_TEMPLATE_ID_PREFIX)) return detail;
  return { ...detail, aiFiles: await aiFilesOf(manager, userId, row.id) };
}

/**
 * The files of an AI generation, split again from the model's answer as its call recorded it (the
 * history keeps no files; no template can render them again). The record keeps answers whole up to
 * AI_TEXT_CAP characters, far beyond what a model writes.
 */
async function aiFilesOf(
  manager: EntityManager,
  userId: string,
  historyId: number,
): Promise<GeneratedFile[]> {
  const call = await manager
    .getRepository(AiCall)
    .findOne({ where: { userId, kind: 'generate', outcome: 'ok', historyId }, select: ['output'] });
  return call ? splitFiles(call.output) : [];
}

/** A page of the user's generations, newest first; the keyword matches table or template names. */
export async function findLogPage(
  manager: EntityManager,
  userId: string,
  query: { page: number; pageSize: number; keyword?: string },
): Promise<PageResult<GenerateLogSummary>> {
  const { page, pageSize } = query;
  const keyword = query.keyword?.trim() ?? '';
  const qb = manager
    .getRepository(GenerateLog)
    .createQueryBuilder('g')
    .select([
      'g.id',
      'g.templateId',
      'g.templateName',
      'g.tableNames',
      'g.tableCount',
      'g.fileCount',
      'g.createdAt',
    ])
    .where('g.userId = :userId', { userId });
  // tableNames is JSON text.
  if (keyword) whereAnyContains(qb, ['g.templateName', 'g.tableNames'], keyword);
  const [rows, total] = await newestFirstPage(qb, { page, pageSize });
  return { list: rows.map(toSummary), total, page, pageSize };
}

/** Deletes the user's generation history and defaults (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  await manager.getRepository(GenerateLog).delete({ userId });
  await manager.getRepository(GenerateSetting).delete({ userId });
}

// ---------------------------------------------------------------------------------------------
// OpenAPI

/** The OpenAPI 3.1 document of the tables' CRUD API, with the caller's saved defaults applied. */
export async function generateApi(
  manager: EntityManager,
  userId: string | null,
  body: { tables: Table[]; settings?: SettingsPatch; format: 'yaml' | 'json'; title?: string },
): Promise<GenerateApiResult> {
  const settings = resolveSettings(
    { options: [] },
    await mergedSettings(manager, userId, body.settings),
  );
  const document = buildOpenApi(body.tables, settings, { title: body.title });
  return {
    format: body.format,
    fileName: `openapi.${body.format}`,
    content: serialiseOpenApi(document, body.format),
  };
}

// ---------------------------------------------------------------------------------------------
// Generation

/** A template error: 422 naming the first error's file, line and column, every error in data. */
function templateFailed(error: TemplateRenderError): AppError {
  const [first] = error.errors;
  const message = first
    ? `${first.file}:${first.line}:${first.column}: ${first.message}`
    : 'The template could not be rendered';
  return new AppError(Code.VALIDATION, message, 422, { errors: error.errors });
}

/**
 * Renders a group: built-in groups (our own code) in-process, a user's group always in the worker
 * pool, whose hard timeout and heap limit stop templates that would hang or flood the process.
 */
async function render(
  spec: TemplateGroupSpec,
  builtIn: boolean,
  tables: Table[],
  settings: GenerationSettings,
): Promise<GeneratedFile[]> {
  try {
    const input = { group: spec, tables, settings };
    if (builtIn) return generate(input);
    const outcome = await renderInPool(input);
    if (outcome.errors.length > 0) throw new TemplateRenderError(outcome.errors);
    return outcome.files.map(({ path, content, language }) => ({ path, content, language }));
  } catch (error) {
    if (error instanceof TemplateRenderError) throw templateFailed(error);
    throw error;
  }
}

/** How the statistics name generations with a user's own template group. */
export const USER_GROUP_LABEL = '(own group)';

export interface Generation {
  templateId: string;
  templateName: string;
  /** The group's key for file names: a built-in's key, else a slug of the name. */
  groupKey: string;
  tables: Table[];
  settings: GenerationSettings;
  files: GeneratedFile[];
  historyId: number | null;
}

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'code'
  );
}

/**
 * Renders the group over the tables with the request's settings over the caller's defaults; a
 * signed-in caller's generation is recorded in the history. Another user's group is a 404.
 */
export async function runGeneration(
  manager: EntityManager,
  userId: string | null,
  body: { tables: Table[]; templateId: string; settings?: SettingsPatch },
): Promise<Generation> {
  if (body.templateId.startsWith(AI_TEMPLATE_ID_PREFIX)) {
    // A history entry of an AI generation names its model, not a template (loadFields has its files).
    const message =
      'An AI generation has no template to run again; its files are in its history entry';
    throw new AppError(Code.VALIDATION, message, 422, { templateId: message });
  }
  const { group, spec } = await groupSpecFor(manager, body.templateId, userId);
  const settings = resolveSettings(spec, await mergedSettings(manager, userId, body.settings));
  const files = await render(spec, group.builtIn, body.tables, settings);
  const templateName = group.name;
  const historyId =
    userId === null
      ? null
      : await recordGeneration(manager, userId, {
          templateId: group.id,
          templateName,
          tables: body.tables,
          settings,
          files,
        });
  const groupKey = group.builtIn ? group.id.replace(/^builtin:/, '') : slug(group.name);
  // A user's own group is counted without its name: group names may be private.
  recordEvent(manager.connection, {
    type: 'generate',
    userId,
    template: group.builtIn ? groupKey : USER_GROUP_LABEL,
  });
  return {
    templateId: group.id,
    templateName,
    groupKey,
    tables: body.tables,
    settings,
    files,
    historyId,
  };
}

/** `<first table>-<group key>.zip`, in characters every file system and browser accept. */
export function zipFileName(generation: Pick<Generation, 'tables' | 'groupKey'>): string {
  return generationZipName(generation.tables[0]?.tableName, generation.groupKey);
}

export async function generateCode(
  manager: EntityManager,
  userId: string | null,
  body: { tables: Table[]; templateId: string; settings?: SettingsPatch },
): Promise<GenerateResult> {
  const { files, historyId } = await runGeneration(manager, userId, body);
  return { files, historyId };
}

/**
 * A quick output of the text tool: the matching files of a built-in group, rendered in-process.
 * Not recorded: it is a preview, and the text tool keeps its own (parse) history.
 */
export async function quickGenerate(
  manager: EntityManager,
  userId: string | null,
  body: { tables: Table[]; target: QuickTarget; dialect: SqlDialect; settings?: SettingsPatch },
): Promise<GenerateResult> {
  const { spec, options } = quickTargetGroup(body.target, body.dialect);
  const merged = await mergedSettings(manager, userId, body.settings);
  const settings = resolveSettings(spec, { ...merged, options: { ...merged.options, ...options } });
  const files = await render(spec, true, body.tables, settings);
  return { files, historyId: null };
}
