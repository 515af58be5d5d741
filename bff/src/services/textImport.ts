import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { EntityManager } from 'typeorm';
import { Code } from '../../../src/contract/core';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  type ImportFileResult,
  inputTypeSchema,
  sqlDialectSchema,
} from '../../../src/contract/text';
import { decodeText, parseFile } from '../domain/parser';
import { AppError } from '../errors';
import { recordParse } from './text';

const invalid = (field: string, message: string) =>
  new AppError(Code.VALIDATION, message, 422, { [field]: message });

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
const ACCEPTED = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(', ');

interface ReceivedFile {
  filepath: string;
  originalFilename: string | null;
  size: number;
}

/** An optional form field checked against its contract schema (422 on that field). */
function optionalField<T>(
  fields: Record<string, unknown> | undefined,
  name: string,
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  message: string,
): T | undefined {
  const value = fields?.[name];
  if (value === undefined || value === '') return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalid(name, message);
  return parsed.data;
}

/**
 * `POST /api/text/importFile`: multipart is parsed here, for this call only (the shared body parser
 * has multipart off), into a temporary folder of this request that is removed whatever happens.
 * The bytes go to the engine, which answers unreadable content (binary, a broken workbook) as
 * diagnostics; a signed-in caller gets the parse recorded with its file name.
 */
export async function importFile(
  ctx: Context,
  manager: EntityManager,
  userId: string | null,
  tmpDir: string,
): Promise<ImportFileResult> {
  await fs.mkdir(tmpDir, { recursive: true });
  const tempDir = await fs.mkdtemp(path.join(tmpDir, 'jcg-import-'));
  try {
    const parse = koaBody({
      multipart: true,
      json: false,
      text: false,
      urlencoded: false,
      patchNode: false,
      formidable: {
        uploadDir: tempDir,
        maxFileSize: IMPORT_MAX_BYTES,
        maxFields: 10,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: false,
        filter: (part) => part.name === 'file',
      },
    }) as unknown as Middleware;
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      if ((err as { httpCode?: number }).httpCode === 413) {
        throw invalid('file', `The file is larger than ${MAX_MB} MB`);
      }
      if (/allowEmptyFiles|minFileSize/.test(String((err as Error).message))) {
        throw invalid('file', 'The file is empty');
      }
      throw invalid('file', 'The upload could not be read; please try again');
    }
    const request = ctx.request as unknown as {
      files?: Record<string, ReceivedFile | ReceivedFile[]>;
      body?: Record<string, unknown>;
    };
    const entry = request.files?.file;
    const file = Array.isArray(entry) ? entry[0] : entry;
    if (!file) throw invalid('file', 'Please choose a file');
    const fileName = path.basename(file.originalFilename ?? 'file');
    const ext = path.extname(fileName).slice(1).toLowerCase();
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) {
      throw invalid('file', `Only these file types can be imported: ${ACCEPTED}`);
    }
    if (file.size === 0) throw invalid('file', 'The file is empty');
    const inputType = optionalField(
      request.body,
      'inputType',
      inputTypeSchema,
      'Input type is not one the parser knows',
    );
    const dialect = optionalField(
      request.body,
      'dialect',
      sqlDialectSchema,
      'Dialect is not one the parser knows',
    );
    const bytes = await fs.readFile(file.filepath);
    const result = await parseFile(fileName, bytes, { inputType: inputType ?? 'auto', dialect });
    // The history keeps text; a workbook or binary file is kept as its file name (tables are kept).
    const text = (result.inputType !== 'excel' && decodeText(bytes)) || fileName;
    const historyId =
      userId === null
        ? null
        : await recordParse(manager, userId, { text, result, source: 'file', fileName });
    return { ...result, historyId, fileName };
  } finally {
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}
