import { fieldListRoles } from './formats/header';
import { isJavaFieldList } from './formats/java';
import { parseTypeText } from './formats/sqlTypeText';
import { COMMON_TYPE_ALIASES } from '../typeMapping';
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
/** A row with a `|`, then a delimiter row (`| --- | :-: |`, `-|-|-`: one dash per cell will do). */
const MARKDOWN_TABLE =
  /(^|\n)\s*\|?[^\n|]*\|[^\n]*\n[ \t]*(?:\|[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?|:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?)[ \t]*(?:\r?\n|$)/;
/** Lines of a Markdown table: code in their cells (`{username: string}`) is no code of the text's. */
const TABLE_ROW = /^[ \t]*\|.*$|^[^\n|]*\|[^\n]*\|[^\n]*$/gm;
const HTML_TABLE = /<table[\s>]/i;

/** A row that is a field itself (`id⇥bigint⇥…`), not a header (`id⇥name⇥email` of a data export). */
function isFieldLine(cells: string[]): boolean {
  const [name = '', type = ''] = cells.map((c) => c.trim());
  const parts = /^[A-Za-z_$][\w$]*$/.test(name) ? parseTypeText(type) : null;
  return (
    parts !== null &&
    (parts.javaType !== undefined ||
      Object.hasOwn(COMMON_TYPE_ALIASES, parts.sqlType.toLowerCase())) &&
    !fieldListRoles(cells)
  );
}

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

  const markdown = MARKDOWN_TABLE.test(trimmed);
  const code = markdown ? trimmed.replace(TABLE_ROW, '') : trimmed;
  if (JAVA_CLASS.test(code) && JAVA_SIGNALS.test(code)) return { inputType: 'java' };
  if (TS_SIGNALS.test(code) && /[{;]/.test(code)) return { inputType: 'typescript' };
  if (JAVA_CLASS.test(code) && /\{/.test(code)) return { inputType: 'java' };
  if (isJavaFieldList(code)) return { inputType: 'java' };
  if (markdown) return { inputType: 'markdown' };

  const lines = trimmed.split(/\r?\n/, 20).filter((l) => l.trim() !== '');
  const rowsWith = (sep: string) => lines.filter((l) => l.includes(sep)).length;
  if (
    lines.length >= 1 &&
    rowsWith('\t') === lines.length &&
    !/\s{2,}\S+\s{2,}/.test(lines[0].replace(/\t/g, ''))
  ) {
    // Rows without a header (`id⇥Long⇥主键`) are name type comment lines, which the plain reader takes.
    const fieldLines = lines.every((l) => isFieldLine(l.split('\t')));
    return { inputType: fieldLines ? 'plain' : 'tsv' };
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
