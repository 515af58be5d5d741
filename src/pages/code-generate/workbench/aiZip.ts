import type { Zippable } from 'fflate';
import type { GeneratedFile, Table } from '@/contract/text';

/**
 * The files of an AI generation as a zip, made in the browser: there is no template the server
 * could render again. Their paths were made safe by the server when it split the answer.
 */
export async function aiFilesZip(files: GeneratedFile[]): Promise<Blob> {
  // The zip library loads on the first download, not with the page.
  const { strToU8, zipSync } = await import('fflate');
  const entries: Zippable = {};
  for (const file of files) entries[file.path] = strToU8(file.content);
  return new Blob([zipSync(entries)], { type: 'application/zip' });
}

/** `user_account-ai.zip` (or `tables-ai.zip` for several tables), like the server's names. */
export function aiZipName(tables: Table[]): string {
  const [first] = tables;
  const what = tables.length === 1 && first ? first.tableName || first.className : 'tables';
  return `${what}-ai.zip`.replace(/[^\w.-]+/g, '_');
}
