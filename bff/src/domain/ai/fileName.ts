import type { CodeLanguage } from '../../../../src/contract/template';

/**
 * A name for code the model did not name: its language read from the code when nothing else says
 * it, and a file name from what it declares (`public class OrderController` → OrderController.java,
 * `CREATE TABLE` → schema.sql, `# Order API` → order-api.md). Null when nothing fits; the caller
 * then numbers it.
 */

/** The first lines that are not blank or comments: what the text opens with. */
function opening(text: string, count = 3): string[] {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^(\/\/|--|#(?!\s*include)|<!--)/.test(l))
    .slice(0, count);
}

/** Statements, not prose that starts with the same word ("Select the table first"). */
const SQL_OPENING =
  /^(create\s+(or\s+replace\s+)?(temporary\s+|unique\s+)?(table|view|index|database|schema|sequence|procedure|function|trigger|type)\b|alter\s+table\b|drop\s+(table|view|index|database|schema|sequence)\b|insert\s+into\b|select\s+(\*|[\w.`"]+\s*(,|\bfrom\b|$))|update\s+[\w.`"]+\s+set\b|delete\s+from\b|with\s+\w+\s+as\s*\(|comment\s+on\b)/i;

const LOOKS_LIKE: [CodeLanguage, (text: string, first: string) => boolean][] = [
  [
    'xml',
    (_t, first) =>
      /^<\?xml\b/.test(first) || /^<(mapper|project|beans|configuration)\b/.test(first),
  ],
  ['vue', (t) => /^<template>/m.test(t) && /<script\b/.test(t)],
  [
    'json',
    (t, first) => {
      if (!/^[[{]/.test(first)) return false;
      try {
        JSON.parse(t);
        return true;
      } catch {
        return false;
      }
    },
  ],
  ['sql', (_t, first) => SQL_OPENING.test(first)],
  ['go', (t, first) => /^package\s+\w+$/.test(first) && /^(func|type|import)\b/m.test(t)],
  [
    'kotlin',
    (t, first) =>
      /^(package\s+[\w.]+$|import\s+[\w.]+$)/.test(first) || /^\s*data class\s+\w+\(/m.test(t),
  ],
  [
    'java',
    (t, first) =>
      /^(package\s+[\w.]+;|import\s+(static\s+)?[\w.*]+;|@\w+|(public|final|abstract)\s)/.test(
        first,
      ) && /\b(class|interface|enum|record)\s+[A-Z]\w*/.test(t),
  ],
  [
    'csharp',
    (t, first) => /^(using\s+[\w.]+;|namespace\s+[\w.]+)/.test(first) && /\bclass\s+\w+/.test(t),
  ],
  [
    'python',
    (_t, first) =>
      /^(from\s+[\w.]+\s+import\b|import\s+[\w.]+$|def\s+\w+\(|class\s+\w+(\(.*\))?:|@\w+)/.test(
        first,
      ),
  ],
  ['tsx', (t, first) => /^(import|export)\b/.test(first) && /return\s*\(?\s*<[A-Za-z]/.test(t)],
  [
    'typescript',
    (_t, first) =>
      /^(import\s.+\sfrom\s|export\s+(interface|type|const|function|class|default|enum)\b|interface\s+\w+)/.test(
        first,
      ),
  ],
];

/** The language code opens with; null for prose. */
export function detectLanguage(text: string): CodeLanguage | null {
  const first = opening(text, 1)[0];
  if (!first) return null;
  return LOOKS_LIKE.find(([, test]) => test(text, first))?.[0] ?? null;
}

const snake = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();

/** The type a file declares: the public one first (Java allows one per file). */
function declaredType(text: string, keywords: string): string | null {
  const publicOne = new RegExp(
    `\\bpublic\\s+(?:(?:abstract|final|sealed|static|partial)\\s+)*(?:${keywords})\\s+([A-Za-z_]\\w*)`,
  ).exec(text);
  if (publicOne) return publicOne[1];
  return (
    new RegExp(`^\\s*(?:[\\w@]+\\s+)*?(?:${keywords})\\s+([A-Za-z_]\\w*)`, 'm').exec(text)?.[1] ??
    null
  );
}

function sqlName(text: string): string {
  const first = opening(text, 1)[0] ?? '';
  if (/^create\s+(or\s+replace\s+)?(view|procedure|function|trigger)\b/i.test(first))
    return 'routines.sql';
  if (/\bcreate\s+table\b/i.test(text)) return 'schema.sql';
  if (/^insert\b/i.test(first)) return 'data.sql';
  if (/^(select|with)\b/i.test(first)) return 'query.sql';
  return 'script.sql';
}

/** `# Order API design` → order-api-design.md (the first heading, at most six words). */
function markdownName(text: string): string | null {
  const heading = /^#{1,6}\s+(.+)$/m.exec(text)?.[1];
  const words = (heading ?? '')
    .replace(/[`*_[\]()]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .slice(0, 6);
  return words.length > 0 ? `${words.join('-').toLowerCase()}.md` : null;
}

/** A file name for code in `language`, from what it declares; null when nothing fits. */
export function nameFromContent(text: string, language: CodeLanguage): string | null {
  switch (language) {
    case 'java': {
      const type = declaredType(text, 'class|interface|enum|record|@interface');
      return type && `${type}.java`;
    }
    case 'kotlin': {
      const type = declaredType(text, 'class|interface|object|enum class|data class');
      return type && `${type}.kt`;
    }
    case 'csharp': {
      const type = declaredType(text, 'class|interface|record|struct|enum');
      return type && `${type}.cs`;
    }
    case 'typescript':
    case 'tsx': {
      const ext = language === 'tsx' ? 'tsx' : 'ts';
      const type =
        /export\s+default\s+function\s+([A-Z]\w*)/.exec(text)?.[1] ??
        /export\s+(?:interface|class|type|enum)\s+([A-Za-z_]\w*)/.exec(text)?.[1] ??
        /export\s+(?:const|function)\s+([A-Za-z_]\w*)/.exec(text)?.[1];
      return type ? `${type}.${ext}` : null;
    }
    case 'go': {
      const type = /^type\s+([A-Za-z_]\w*)\s+struct\b/m.exec(text)?.[1];
      if (type) return `${snake(type)}.go`;
      return /^package\s+main$/m.test(text) ? 'main.go' : null;
    }
    case 'python': {
      const type = /^class\s+([A-Za-z_]\w*)/m.exec(text)?.[1];
      return type ? `${snake(type)}.py` : 'main.py';
    }
    case 'sql':
      return sqlName(text);
    case 'xml': {
      const namespace = /<mapper\s+namespace="([\w.$]+)"/.exec(text)?.[1];
      if (namespace) return `${namespace.split('.').pop()}.xml`;
      return /<project\b/.test(text) ? 'pom.xml' : null;
    }
    case 'vue': {
      const name = /\bname:\s*['"]([A-Za-z]\w*)['"]/.exec(text)?.[1];
      return name ? `${name}.vue` : null;
    }
    case 'json':
      return 'data.json';
    case 'yaml':
      return /^(spring|server|management):/m.test(text) ? 'application.yml' : null;
    case 'markdown':
      return markdownName(text);
    default:
      return null;
  }
}
