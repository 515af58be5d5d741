import { unzipSync, zipSync } from 'fflate';
import { ZIP_ENTRY_TIME } from '../../domain/generator/zip';
import { z } from 'zod';
import { Code } from '../../../../src/contract/core';
import {
  codeLanguageSchema,
  TEMPLATE_FILE_MAX_LENGTH,
  TEMPLATE_GROUP_MAX_FILES,
  type TemplateGroup as GroupDto,
  templateGroupInput,
  templateScopeSchema,
} from '../../../../src/contract/template';
import { AppError } from '../../errors';
import {
  type FlatNode,
  filesWithPaths,
  foldersWithPaths,
  languageOfName,
  splitTemplatePath,
  treeFromPaths,
} from './tree';

/**
 * The template zip format, without the database (the dev mocks use it too): `template.json`
 * (name, description, language, options, files with path, scope, language and sort, folders) and
 * each file under its tree path.
 */

/** A 422 on the form's `file` field (as the multipart reader answers). */
const invalidFile = (message: string) =>
  new AppError(Code.VALIDATION, message, 422, { file: message });

/** The manifest of a template zip. */
export const MANIFEST = 'template.json';

const manifestPath = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (p) =>
      !p.startsWith('/') &&
      !/^[A-Za-z]:/.test(p) &&
      !/[\\\0]/.test(p) &&
      p.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && s.length <= 255),
    'Paths are relative, without .., empty or over-long names',
  );

const sortSchema = z.number().int().min(0).max(100000).optional();

const manifestSchema = templateGroupInput.extend({
  files: z
    .array(
      z.object({
        path: manifestPath,
        scope: templateScopeSchema.default('table'),
        language: codeLanguageSchema.optional(),
        sort: sortSchema,
      }),
    )
    .max(
      TEMPLATE_GROUP_MAX_FILES,
      `A template group holds at most ${TEMPLATE_GROUP_MAX_FILES} files`,
    ),
  /** Every folder (so empty ones survive a round trip). */
  folders: z
    .array(z.object({ path: manifestPath, sort: sortSchema }))
    .max(TEMPLATE_GROUP_MAX_FILES)
    .default([]),
});

/** A zip of the group: template.json plus each file under its tree path. */
export function zipOfGroup(
  group: GroupDto,
  nodes: FlatNode[],
): { fileName: string; bytes: Buffer } {
  const files = filesWithPaths(nodes);
  const manifest = {
    name: group.name,
    description: group.description,
    language: group.language,
    options: group.options,
    files: files.map(({ node, path: filePath }) => ({
      path: filePath,
      scope: node.scope,
      language: node.language,
      sort: node.sort,
    })),
    folders: foldersWithPaths(nodes).map((f) => ({ path: f.path, sort: f.node.sort })),
  };
  // No prototype: a file named __proto__ must be an entry like any other.
  const entries: Record<string, Uint8Array> = Object.create(null) as Record<string, Uint8Array>;
  entries[MANIFEST] = Buffer.from(JSON.stringify(manifest, null, 2), 'utf8');
  for (const { node, path: filePath } of files)
    entries[filePath] = Buffer.from(node.content, 'utf8');
  const safeName = group.name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').trim() || 'template';
  return {
    fileName: `${safeName}.zip`,
    bytes: Buffer.from(zipSync(entries, { level: 6, mtime: ZIP_ENTRY_TIME })),
  };
}

/** UTF-8 bytes of one template file may take up to 4 bytes a character. */
const MAX_ENTRY_BYTES = TEMPLATE_FILE_MAX_LENGTH * 4;
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

/** The entries of an uploaded zip, with declared sizes checked before anything is inflated. */
function readZip(bytes: Uint8Array): Record<string, Uint8Array> {
  let entries = 0;
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter(file) {
        if (file.name.endsWith('/')) return false;
        entries += 1;
        total += file.originalSize;
        // template.json plus the files; entries beyond that are refused before inflating any more.
        if (entries > TEMPLATE_GROUP_MAX_FILES + 1) {
          throw invalidFile(`A template zip holds at most ${TEMPLATE_GROUP_MAX_FILES} files`);
        }
        if (file.originalSize > MAX_ENTRY_BYTES || total > MAX_TOTAL_BYTES) {
          throw invalidFile(`${file.name} is larger than a template file may be`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile('The file is not a readable zip');
  }
}

/** An entry by name, never something the entries object inherits (`constructor` ...). */
const entryOf = (entries: Record<string, Uint8Array>, name: string) =>
  Object.hasOwn(entries, name) ? entries[name] : undefined;

const decoder = new TextDecoder('utf-8', { fatal: true });

function text(bytes: Uint8Array, name: string): string {
  try {
    return decoder.decode(bytes);
  } catch {
    throw invalidFile(`${name} is not UTF-8 text`);
  }
}

function manifestOf(entries: Record<string, Uint8Array>): z.output<typeof manifestSchema> {
  const raw = entryOf(entries, MANIFEST);
  if (!raw) throw invalidFile(`The zip has no ${MANIFEST}`);
  let json: unknown;
  try {
    json = JSON.parse(text(raw, MANIFEST));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile(`${MANIFEST} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidFile(`${MANIFEST}: ${issue.path.join('.') || 'root'}: ${issue.message}`);
  }
  return parsed.data;
}

export type TemplateManifest = z.output<typeof manifestSchema>;

/**
 * Reads an uploaded template zip into its manifest and a tree of nodes with temporary ids; every
 * problem (not a zip, paths with `..` or absolute ones, too many or too large files, a missing or
 * invalid template.json) is a 422 on `file`.
 */
export function readTemplateZip(bytes: Uint8Array): {
  manifest: TemplateManifest;
  nodes: FlatNode[];
} {
  const entries = readZip(bytes);
  const manifest = manifestOf(entries);
  const seen = new Set<string>();
  const files = manifest.files.map((f, index) => {
    if (seen.has(f.path)) throw invalidFile(`${MANIFEST} lists ${f.path} twice`);
    seen.add(f.path);
    const entry = entryOf(entries, f.path);
    if (!entry) throw invalidFile(`${MANIFEST} lists ${f.path} but the zip has no such file`);
    const content = text(entry, f.path);
    if (content.length > TEMPLATE_FILE_MAX_LENGTH) {
      throw invalidFile(`${f.path} is longer than ${TEMPLATE_FILE_MAX_LENGTH} characters`);
    }
    return {
      id: `f${index}`,
      path: f.path,
      content,
      scope: f.scope,
      language: f.language ?? languageOfName(splitTemplatePath(f.path).at(-1) ?? f.path),
      sort: f.sort,
    };
  });
  const nodes = treeFromPaths(files, (n) => `d${n}`, manifest.folders);
  const names = new Set<string>();
  for (const node of nodes) {
    const key = `${node.parentId ?? ''}/${node.name}`;
    if (names.has(key)) throw invalidFile(`${MANIFEST} has ${node.name} twice in one folder`);
    names.add(key);
  }
  if (nodes.length - files.length > TEMPLATE_GROUP_MAX_FILES) {
    throw invalidFile(`A template group holds at most ${TEMPLATE_GROUP_MAX_FILES} folders`);
  }
  return { manifest, nodes };
}
