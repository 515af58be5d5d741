import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import type { EntityManager } from 'typeorm';
import { Code } from '../../../../src/contract/core';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  type ImportFileResult,
  inputTypeSchema,
  sqlDialectSchema,
} from '../../../../src/contract/text';
import { decodeText, parseFile } from '../../domain/parser';
import { AppError } from '../../errors';
import { withMultipartFile } from '../../http/multipartFile';
import { recordParse, recordParseEvent } from '.';

const invalid = (field: string, message: string) =>
  new AppError(Code.VALIDATION, message, 422, { [field]: message });

const ACCEPTED = IMPORT_EXTENSIONS.map((e) => `.${e}`).join(', ');

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
 * `POST /api/text/importFile`: the form is read by withMultipartFile (its own temporary folder,
 * removed whatever happens). The bytes go to the engine, which answers unreadable content (binary, a broken workbook) as
 * diagnostics; a signed-in caller gets the parse recorded with its file name.
 */
export async function importFile(
  ctx: Context,
  manager: EntityManager,
  userId: string | null,
  tmpDir: string,
): Promise<ImportFileResult> {
  return withMultipartFile(
    ctx,
    { tmpDir, maxBytes: IMPORT_MAX_BYTES, prefix: 'jcg-import-' },
    async ({ file, fields }) => {
      const fileName = path.basename(file.originalFilename ?? 'file');
      const ext = path.extname(fileName).slice(1).toLowerCase();
      if (!(IMPORT_EXTENSIONS as readonly string[]).includes(ext)) {
        throw invalid('file', `Only these file types can be imported: ${ACCEPTED}`);
      }
      if (file.size === 0) throw invalid('file', 'The file is empty');
      const inputType = optionalField(
        fields,
        'inputType',
        inputTypeSchema,
        'Input type is not one the parser knows',
      );
      const dialect = optionalField(
        fields,
        'dialect',
        sqlDialectSchema,
        'Dialect is not one the parser knows',
      );
      const bytes = await fs.readFile(file.filepath);
      const result = await parseFile(fileName, bytes, { inputType: inputType ?? 'auto', dialect });
      recordParseEvent(manager, userId, result);
      // The history keeps text; a workbook or binary file is kept as its file name (tables are kept).
      const text = (result.inputType !== 'excel' && decodeText(bytes)) || fileName;
      const historyId =
        userId === null
          ? null
          : await recordParse(manager, userId, { text, result, source: 'file', fileName });
      return { ...result, historyId, fileName };
    },
  );
}
