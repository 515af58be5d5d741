import type { Reader, ReaderOptions, ReaderResult } from '../types';
import { gridToTables } from './header';
import { MYSQL_FRAME } from './plain';
import { tableTitle, type TitleContext } from './tableTitle';

// A small GFM table scanner: marked and htmlparser2 ship as ES modules only, which the CommonJS BFF
// and its jest setup cannot load, and tables are all we need from the document.
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
/** A code fence line: it frames pasted client output, and titles nothing. */
const FENCE = /^\s{0,3}(```|~~~)/;
/** A `+-----+----+` border of the mysql client's output. */
const BORDER = /^\s*\+[-+]+\+\s*$/;

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      code = !code;
      cell += c;
    } else if (c === '|' && !code) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells.map(cellText);
}

/**
 * Inline markup around a cell (`**id**`, `` `id` ``) is not part of the name, and a link
 * (`[**Foo**](Foo.md)`, as openapi-generator and tbls write types and tables) is its text.
 */
const cellText = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[\s*`~]+|[\s*`~]+$/g, '')
    .trim();

export const readMarkdown: Reader = (text, options) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let context: TitleContext = { heading: '', lines: [] };
  // The headings enclosing the current line; one that came before a table has had its turn.
  let outline: { level: number; text: string; spent: boolean }[] = [];
  const emit = (rows: string[][], rowLines: number[], line: number) => {
    const above = context.heading === '' ? outline : outline.slice(0, -1);
    context.outer = above
      .filter((h) => !h.spent)
      .map((h) => h.text)
      .reverse();
    addTables(result, rows, rowLines, line, context, options);
    context = { heading: '', lines: [] };
    for (const h of outline) h.spent = true;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (
      line.includes('|') &&
      i + 1 < lines.length &&
      DELIMITER_ROW.test(lines[i + 1]) &&
      lines[i + 1].includes('-')
    ) {
      const rows = [splitRow(line)];
      const rowLines = [i + 1];
      let j = i + 2;
      for (; j < lines.length && lines[j].includes('|') && lines[j].trim() !== ''; j++) {
        rows.push(splitRow(lines[j]));
        rowLines.push(j + 1);
      }
      emit(rows, rowLines, i + 1);
      i = j - 1;
      continue;
    }
    // `DESCRIBE t` output pasted from the mysql client: bordered header, rows, closing border.
    if (
      BORDER.test(line) &&
      i + 2 < lines.length &&
      lines[i + 1].includes('|') &&
      BORDER.test(lines[i + 2])
    ) {
      const rows = [splitRow(lines[i + 1])];
      const rowLines = [i + 2];
      let j = i + 3;
      for (; j < lines.length && !BORDER.test(lines[j]) && lines[j].includes('|'); j++) {
        rows.push(splitRow(lines[j]));
        rowLines.push(j + 1);
      }
      emit(rows, rowLines, i + 2);
      i = BORDER.test(lines[j] ?? '') ? j : j - 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = /^#+/.exec(line.trim())?.[0].length ?? 1;
      outline = [
        ...outline.filter((h) => h.level < level),
        { level, text: heading[1], spent: false },
      ];
      context = { heading: heading[1], lines: [] };
    } else if (line.trim() !== '' && !FENCE.test(line) && !MYSQL_FRAME.test(line))
      context.lines.push(line.trim());
  }
  if (result.tables.length === 0) {
    result.diagnostics.push({ line: 1, column: 1, message: 'No Markdown table found' });
  }
  return result;
};

function addTables(
  result: ReaderResult,
  rows: string[][],
  rowLines: number[],
  line: number,
  context: TitleContext,
  options: ReaderOptions | undefined,
): void {
  const { tableName, comment } = tableTitle(
    context,
    result.tables.length + 1,
    options?.fileTableName,
  );
  const { tables, diagnostics } = gridToTables({ rows, lines: rowLines, tableName, comment, line });
  result.tables.push(...tables.filter((t) => t.fields.length > 0));
  result.diagnostics.push(...diagnostics);
}
