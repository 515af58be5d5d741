import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  BUILTIN_ID_PREFIX,
  codeLanguageSchema,
  templateOptionSchema,
  templateScopeSchema,
  type CodeLanguage,
  type TemplateGroup,
} from '../../../../src/contract/template';
import type { TemplateGroupSpec } from './types';

/**
 * Built-in groups: folders under bff/templates/<key>/ with a group.json and the Liquid sources
 * beside it. Read once and cached; ids `builtin:<key>`, file ids `builtin:<key>:<index>`.
 */

const relativeSource = z
  .string()
  .min(1)
  .refine(
    (s) => !s.startsWith('/') && !s.includes('\\') && !s.split('/').includes('..'),
    'source must be a relative path inside the group folder',
  );

export const builtinGroupFileSchema = z.object({
  path: z.string().min(1),
  source: relativeSource,
  scope: templateScopeSchema.default('table'),
  language: codeLanguageSchema,
});

export const builtinGroupManifestSchema = z.object({
  name: z.string().min(1).max(100),
  description: z.string().max(1000).default(''),
  language: codeLanguageSchema,
  order: z.number().int().default(1000),
  options: z.array(templateOptionSchema).default([]),
  files: z.array(builtinGroupFileSchema).min(1),
});

export interface BuiltinGroup extends TemplateGroupSpec {
  key: string;
  description: string;
  language: CodeLanguage;
  order: number;
  /** Each file's source name under the group folder, by index (same order as `files`). */
  sources: string[];
  /** Some file's path or body reads the base package (settings.package, packagePath, basePackage). */
  usesBasePackage: boolean;
}

const BASE_PACKAGE_USE = /\bsettings\.(?:package|packagePath|basePackage)\b/;

/** Whether a group's output depends on the base package (read from its templates, so it stays true). */
export function readsBasePackage(files: { path: string; content: string }[]): boolean {
  return files.some((f) => BASE_PACKAGE_USE.test(f.path) || BASE_PACKAGE_USE.test(f.content));
}

const KEY_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** bff/templates, found by walking up from this file (bff/src/... or bff/dist/bff/src/...). */
export function findTemplatesDir(start: string = __dirname): string | null {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'templates');
    if (path.basename(dir) === 'bff' && fs.existsSync(candidate)) return candidate;
    const nested = path.join(dir, 'bff', 'templates');
    if (fs.existsSync(nested)) return nested;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Reads one group folder; a broken built-in group is a programming error, so it throws. */
export function readBuiltinGroup(folder: string, key: string): BuiltinGroup {
  const manifestPath = path.join(folder, 'group.json');
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch (err) {
    throw new Error(`Built-in group ${key}: cannot read group.json: ${(err as Error).message}`);
  }
  const parsed = builtinGroupManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Built-in group ${key}: invalid group.json: ${issues}`);
  }
  const manifest = parsed.data;
  const id = `${BUILTIN_ID_PREFIX}${key}`;
  const files = manifest.files.map((f, index) => {
    const sourcePath = path.join(folder, f.source);
    if (!fs.existsSync(sourcePath)) {
      throw new Error(`Built-in group ${key}: source ${f.source} is missing`);
    }
    return {
      id: `${id}:${index}`,
      path: f.path,
      content: fs.readFileSync(sourcePath, 'utf8'),
      scope: f.scope,
      language: f.language,
    };
  });
  return {
    id,
    key,
    name: manifest.name,
    description: manifest.description,
    language: manifest.language,
    order: manifest.order,
    options: manifest.options,
    sources: manifest.files.map((f) => f.source),
    files,
    usesBasePackage: readsBasePackage(files),
  };
}

let cache: BuiltinGroup[] | null = null;

/** Every built-in group, sorted by `order` then name. Cached for the life of the process. */
export function loadBuiltinGroups(): BuiltinGroup[] {
  if (cache) return cache;
  const dir = findTemplatesDir();
  const groups: BuiltinGroup[] = [];
  if (dir) {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !KEY_PATTERN.test(entry.name)) continue;
      if (!fs.existsSync(path.join(dir, entry.name, 'group.json'))) continue;
      groups.push(readBuiltinGroup(path.join(dir, entry.name), entry.name));
    }
  }
  groups.sort(
    (a, b) => a.order - b.order || a.name.localeCompare(b.name) || a.key.localeCompare(b.key),
  );
  cache = groups;
  return groups;
}

/** Forgets the cache (tests that add groups). */
export function clearBuiltinGroupCache(): void {
  cache = null;
}

/** A built-in group by id (`builtin:java-pojo`) or key (`java-pojo`). */
export function builtinGroupSpec(idOrKey: string): BuiltinGroup | undefined {
  const key = idOrKey.startsWith(BUILTIN_ID_PREFIX)
    ? idOrKey.slice(BUILTIN_ID_PREFIX.length)
    : idOrKey;
  return loadBuiltinGroups().find((g) => g.key === key);
}

/** The built-in groups as the contract lists groups. */
export function listBuiltinGroups(): TemplateGroup[] {
  return loadBuiltinGroups().map((g) => ({
    id: g.id,
    name: g.name,
    description: g.description,
    language: g.language,
    builtIn: true,
    copiedFrom: null,
    options: g.options,
    fileCount: g.files.length,
    updatedAt: null,
    usesBasePackage: g.usesBasePackage,
  }));
}
