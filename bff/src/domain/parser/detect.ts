import { isJavaFieldList } from './formats/java';
import { classifySql, detectSqlDialect } from './sql';
import type { Detection } from './types';

/** Detection only looks at a bounded prefix so a 2 MB dump is classified without being parsed. */
const PREFIX = 64 * 1024;

const JAVA_CLASS =
  /\b(public\s+|private\s+|protected\s+)?(abstract\s+|final\s+|static\s+)*(class|record|enum)\s+[A-Za-z_$][\w$]*/;
const JAVA_SIGNALS =
  /(^|\n)\s*(package\s+[\w.]+;|import\s+[\w.*]+;|@(Data|Entity|TableName|Table|Getter|Setter)\b)|\b(private|public|protected)\s+[\w<>[\], ?]+\s+\w+\s*[;=]/;
const TS_SIGNALS =
  /(^|\n)\s*(export\s+)?(interface\s+[A-Za-z_$][\w$]*|type\s+[A-Za-z_$][\w$]*\s*=\s*\{)|\b\w+\??\s*:\s*(string|number|boolean|Date|unknown|any)\b/;
const MARKDOWN_TABLE = /(^|\n)\s*\|?[^\n|]*\|[^\n]*\n\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?/;
const HTML_TABLE = /<table[\s>]/i;

export function detectInputType(text: string): Detection {
  const head = text.length > PREFIX ? text.slice(0, PREFIX) : text;
  const trimmed = (head.charCodeAt(0) === 0xfeff ? head.slice(1) : head).trimStart();
  if (trimmed === '') return { inputType: 'plain' };

  const first = trimmed[0];
  if (
    (first === '{' || first === '[') &&
    /^[{[]\s*(["{[\]}\d-]|true|false|null|\/\/|\/\*)/.test(trimmed)
  ) {
    return { inputType: 'json' };
  }
  // A search for `<` is native and quick; the case-insensitive pattern runs only where it may match.
  if (trimmed.includes('<') && HTML_TABLE.test(trimmed)) return { inputType: 'html' };

  const dialect = detectSqlDialect(head);
  const sql = classifySql(head, dialect);
  if (sql) return { inputType: sql, dialect };

  if (JAVA_CLASS.test(trimmed) && JAVA_SIGNALS.test(trimmed)) return { inputType: 'java' };
  if (TS_SIGNALS.test(trimmed) && /[{;]/.test(trimmed)) return { inputType: 'typescript' };
  if (JAVA_CLASS.test(trimmed) && /\{/.test(trimmed)) return { inputType: 'java' };
  if (isJavaFieldList(trimmed)) return { inputType: 'java' };
  if (MARKDOWN_TABLE.test(trimmed)) return { inputType: 'markdown' };

  const lines = trimmed.split(/\r?\n/, 20).filter((l) => l.trim() !== '');
  const rowsWith = (sep: string) => lines.filter((l) => l.includes(sep)).length;
  if (
    lines.length >= 1 &&
    rowsWith('\t') === lines.length &&
    !/\s{2,}\S+\s{2,}/.test(lines[0].replace(/\t/g, ''))
  ) {
    return { inputType: 'tsv' };
  }
  if (
    lines.length >= 2 &&
    lines.every((l) => l.split(',').length === lines[0].split(',').length) &&
    lines[0].includes(',')
  ) {
    return { inputType: 'csv' };
  }
  return { inputType: 'plain' };
}
