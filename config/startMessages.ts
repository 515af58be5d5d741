import fs from 'node:fs';
import path from 'node:path';

/**
 * The modules whose messages are start-up code: the app, the root layout, the start-up models and
 * the pages of START_PATHS (src/locales/startPaths.ts). Everything they import, statically or
 * lazily, is read too.
 */
export const START_MODULES = [
  'app.tsx',
  'loading.tsx',
  'layouts/index.tsx',
  'models/user.ts',
  'models/message.ts',
  'models/releaseLog.ts',
  'pages/index.tsx',
  'pages/403.tsx',
  'pages/404.tsx',
  'pages/500.tsx',
];

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const TEMPLATE_HEAD = /`([\w-]+\.[\w.-]*)\$\{/g;

function resolveModule(srcDir: string, from: string, request: string): string | undefined {
  let base: string;
  if (request.startsWith('@/')) base = path.join(srcDir, request.slice(2));
  else if (request.startsWith('.')) base = path.resolve(path.dirname(from), request);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && fs.existsSync(file));
}

/** Every source file START_MODULES reach, message files (src/locales) excepted. */
export function startFiles(srcDir: string): string[] {
  const seen = new Set<string>();
  const queue = START_MODULES.map((file) => path.join(srcDir, file));
  const locales = path.join(srcDir, 'locales') + path.sep;
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || file.startsWith(locales) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveModule(srcDir, file, request);
      if (target) queue.push(target);
    }
  }
  return [...seen].sort();
}

/**
 * The message ids the start files may use: each string literal that is an id, and for a template
 * literal (`menu.${key}`) every id starting with its fixed head.
 */
export function startMessageIds(srcDir: string, ids: Iterable<string>): Set<string> {
  const all = [...ids];
  const used = new Set<string>();
  for (const file of startFiles(srcDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const id of all) {
      if (source.includes(`'${id}'`) || source.includes(`"${id}"`) || source.includes(`\`${id}\``))
        used.add(id);
    }
    for (const [, head] of source.matchAll(TEMPLATE_HEAD)) {
      for (const id of all) if (id.startsWith(head)) used.add(id);
    }
  }
  return used;
}
