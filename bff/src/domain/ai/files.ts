import type { CodeLanguage } from '../../../../src/contract/template';
import type { GeneratedFile } from '../../../../src/contract/text';
import { normalizePath } from '../generator/render';
import { LANGUAGE_OF_EXTENSION } from '../languages';
import { detectLanguage, nameFromContent } from './fileName';

/**
 * A generation answer split into files. The prompt asks for every file as a fenced block whose info
 * string is `<language> <path>`; models also name files on the line before the fence (`### path`,
 * `**path**`, `// File: path`, a bare path) or in a comment on the block's first line, so those
 * count too. A block without a usable name is named by what it declares (fileName.ts:
 * `public class OrderController` → OrderController.java, `CREATE TABLE` → schema.sql), else
 * `Generated<N>.<ext>`. An answer without any block is one file: named the same way when it is code
 * (its language read from the code), else after its first heading, else `answer.md`. The model's
 * text is only ever stored and shown, never run.
 */

/** Extensions of files a generation writes that have no highlighting of their own. */
const OTHER_EXTENSIONS = new Set([
  'properties',
  'gradle',
  'html',
  'htm',
  'css',
  'scss',
  'less',
  'sh',
  'bat',
  'cmd',
  'ps1',
  'env',
  'ini',
  'toml',
  'conf',
  'cfg',
  'graphql',
  'proto',
  'csv',
]);

const EXTENSIONLESS_NAMES = new Set(['Dockerfile', 'Makefile', 'Procfile', 'Jenkinsfile']);

const EXTENSION_OF_LANGUAGE: Record<CodeLanguage, string> = {
  java: 'java',
  xml: 'xml',
  kotlin: 'kt',
  typescript: 'ts',
  tsx: 'tsx',
  vue: 'vue',
  javascript: 'js',
  sql: 'sql',
  go: 'go',
  python: 'py',
  csharp: 'cs',
  json: 'json',
  yaml: 'yml',
  markdown: 'md',
  text: 'txt',
};

/** Fence info words for our languages (`ts`, `c#`, `golang` ...). */
const LANGUAGE_ALIASES: Record<string, CodeLanguage> = {
  ...LANGUAGE_OF_EXTENSION,
  java: 'java',
  kotlin: 'kotlin',
  typescript: 'typescript',
  javascript: 'javascript',
  python: 'python',
  golang: 'go',
  csharp: 'csharp',
  'c#': 'csharp',
  markdown: 'markdown',
  text: 'text',
  plaintext: 'text',
  mysql: 'sql',
  postgresql: 'sql',
  plsql: 'sql',
  html: 'xml',
};

function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** `src/main/java/User.java`, `pom.xml`, `Dockerfile`: a file path (no spaces, a known kind of file). */
function looksLikePath(text: string): boolean {
  if (!/^[\w\-./\\@$]+$/.test(text) || !/[A-Za-z]/.test(text)) return false;
  const ext = extensionOf(text.replace(/\\/g, '/'));
  const base = text.replace(/\\/g, '/').split('/').pop() ?? '';
  return ext in LANGUAGE_OF_EXTENSION || OTHER_EXTENSIONS.has(ext) || EXTENSIONLESS_NAMES.has(base);
}

/** `java src/A.java`, `src/A.java`, `java:src/A.java`, `java title="src/A.java"`. */
function readInfo(info: string): { language: string | null; path: string | null } {
  const tokens = info
    .split(/\s+/)
    .map((t) => t.replace(/^(title|file|filename|path)=/i, '').replace(/^["']|["']$/g, ''))
    .flatMap((t) => {
      const colon = t.indexOf(':');
      const [head, tail] = [t.slice(0, colon), t.slice(colon + 1)];
      return colon > 0 && !head.includes('/') && looksLikePath(tail) ? [head, tail] : [t];
    })
    .filter(Boolean);
  const path = tokens.find(looksLikePath) ?? null;
  const first = tokens[0];
  const language = first && first !== path ? first.toLowerCase() : null;
  return { language, path };
}

const LABEL = /^(file\s*name|filename|file|path|文件名?|路径)\s*[:：]\s*/i;

/** A path named by the line before a block: `### path`, `**path**`, `// File: path`, `path:`. */
function pathFromLine(line: string): string | null {
  const heading = /^\s*(#{1,6}\s|\*\*|__)/.test(line);
  const cleaned = line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^(\d+[.)]|[-*+])\s+/, '')
    .replace(/^(\/\/|#|--|<!--|\/\*)\s*/, '')
    .replace(/\s*(-->|\*\/)$/, '')
    .replace(/[*_`]/g, '')
    .trim()
    .replace(LABEL, '')
    .replace(/[:：]$/, '')
    .trim();
  if (looksLikePath(cleaned)) return cleaned;
  // "### 1. Entity (src/main/java/.../User.java)": the last path in a heading
  if (!heading && !LABEL.test(line.trim().replace(/^(\/\/|#|--)\s*/, ''))) return null;
  const candidates = cleaned
    .split(/[\s()[\],;]+/)
    .map((t) => t.replace(/[:：.]$/, ''))
    .filter(looksLikePath);
  return candidates.at(-1) ?? null;
}

/** `// File: src/A.java` (or #, --, <!-- -->, /* *\/) on a block's first line. */
function pathFromFirstLine(line: string): string | null {
  const m =
    /^\s*(?:\/\/|#|--|<!--|\/\*)\s*(?:file\s*name|filename|file|path)\s*[:：]\s*(\S+)/i.exec(line);
  const path = m?.[1].replace(/(-->|\*\/)$/, '');
  return path && looksLikePath(path) ? path : null;
}

function safePath(path: string | null): string | null {
  if (!path) return null;
  try {
    return normalizePath(path);
  } catch {
    return null;
  }
}

interface Block {
  info: string;
  body: string[];
  /** The last non-empty line of text before the block (since the previous block). */
  before: string | null;
}

const OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;

function readBlocks(text: string): Block[] {
  const lines = text.split(/\r?\n/);
  const blocks: Block[] = [];
  let before: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const open = OPEN.exec(lines[i]);
    if (!open || (open[1][0] === '`' && open[2].includes('`'))) {
      if (lines[i].trim()) before = lines[i];
      continue;
    }
    const fence = open[1];
    const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    const body: string[] = [];
    // An answer cut off mid-block (stopped, or out of tokens) keeps what it has.
    for (i++; i < lines.length && !close.test(lines[i]); i++) body.push(lines[i]);
    blocks.push({ info: open[2].trim(), body, before });
    before = null;
  }
  return blocks;
}

function languageOf(path: string | null, fenceLanguage: string | null): CodeLanguage {
  const byPath = path ? LANGUAGE_OF_EXTENSION[extensionOf(path)] : undefined;
  return byPath ?? (fenceLanguage ? LANGUAGE_ALIASES[fenceLanguage] : undefined) ?? 'text';
}

/** Splits a generation answer into files (see the comment at the top). */
export function splitFiles(text: string): GeneratedFile[] {
  const blocks = readBlocks(text);
  if (blocks.length === 0) return [wholeAnswer(text)];

  const files: GeneratedFile[] = [];
  const index = new Map<string, number>();
  let unnamed = 0;
  for (const block of blocks) {
    const info = readInfo(block.info);
    const path =
      safePath(info.path) ??
      safePath(block.before === null ? null : pathFromLine(block.before)) ??
      safePath(block.body.length > 0 ? pathFromFirstLine(block.body[0]) : null);
    const language = languageOf(path, info.language);
    const content = block.body.length > 0 ? `${block.body.join('\n')}\n` : '';
    if (path === null) {
      const fenced = info.language ? LANGUAGE_ALIASES[info.language] : undefined;
      const kind = fenced ?? detectLanguage(content) ?? language;
      const named = nameFromContent(content, kind);
      // Two unnamed blocks declaring the same type: both kept, the second numbered
      let unique = named;
      for (let n = 2; unique !== null && files.some((f) => f.path === unique); n++) {
        unique = named!.replace(/(\.[^.]+)?$/, `${n}$1`);
      }
      if (unique === null) unnamed += 1;
      files.push({
        path: unique ?? `Generated${unnamed}.${EXTENSION_OF_LANGUAGE[kind]}`,
        content,
        language: kind,
      });
      continue;
    }
    // A file written twice (the model corrected itself): the later version, in the first place.
    const at = index.get(path);
    if (at === undefined) {
      index.set(path, files.length);
      files.push({ path, content, language });
    } else files[at] = { path, content, language };
  }
  return files;
}

/** An answer without fenced blocks: code named by what it declares, prose by its first heading. */
function wholeAnswer(text: string): GeneratedFile {
  const language = detectLanguage(text);
  if (language) {
    const name = nameFromContent(text, language);
    if (name) return { path: name, content: text, language };
  }
  return {
    path: nameFromContent(text, 'markdown') ?? 'answer.md',
    content: text,
    language: 'markdown',
  };
}
