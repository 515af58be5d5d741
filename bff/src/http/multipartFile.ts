import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { Code } from '../../../src/contract/core';
import { AppError } from '../errors';

/** The `file` part of a multipart request, as formidable wrote it to the temporary folder. */
export interface ReceivedFile {
  filepath: string;
  originalFilename: string | null;
  size: number;
}

export interface MultipartFile {
  file: ReceivedFile;
  /** The form's other (text) fields. */
  fields: Record<string, unknown>;
}

/** A 422 on the form's `file` field. */
export const invalidFile = (message: string) =>
  new AppError(Code.VALIDATION, message, 422, { file: message });

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

/**
 * Parses this request's multipart body here, for the calling route only (the shared body parser has
 * multipart off, so it runs after the access guard), into a temporary folder of this request, hands
 * the `file` part and the other fields to `handle`, and removes the folder whatever happens, so a
 * rejected file leaves nothing behind. Too large, empty and missing files answer 422 on `file`.
 */
export async function withMultipartFile<T>(
  ctx: Context,
  options: { tmpDir: string; maxBytes: number; prefix: string },
  handle: (upload: MultipartFile) => Promise<T>,
): Promise<T> {
  await fs.mkdir(options.tmpDir, { recursive: true });
  const tempDir = await fs.mkdtemp(path.join(options.tmpDir, options.prefix));
  try {
    const parse = koaBody({
      multipart: true,
      json: false,
      text: false,
      urlencoded: false,
      patchNode: false,
      formidable: {
        uploadDir: tempDir,
        maxFileSize: options.maxBytes,
        maxFields: 10,
        maxFieldsSize: 64 * 1024,
        allowEmptyFiles: false,
        // Only the `file` field is written to disk; other file parts are dropped unread.
        filter: (part) => part.name === 'file',
      },
    }) as unknown as Middleware;
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      if ((err as { httpCode?: number }).httpCode === 413) {
        throw invalidFile(`The file is larger than ${sizeText(options.maxBytes)}`);
      }
      if (/allowEmptyFiles|minFileSize/.test(String((err as Error).message))) {
        throw invalidFile('The file is empty');
      }
      throw invalidFile('The upload could not be read; please try again');
    }
    const request = ctx.request as unknown as {
      files?: Record<string, ReceivedFile | ReceivedFile[]>;
      body?: Record<string, unknown>;
    };
    const entry = request.files?.file;
    const file = Array.isArray(entry) ? entry[0] : entry;
    if (!file) throw invalidFile('Please choose a file');
    return await handle({ file, fields: request.body ?? {} });
  } finally {
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}
