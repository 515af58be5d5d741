import Papa from 'papaparse';
import type { Reader, ReaderOptions, ReaderResult } from '../types';
import { gridToTables } from './header';

function readDelimited(text: string, delimiter: string, options?: ReaderOptions): ReaderResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter,
    skipEmptyLines: false,
  });
  const diagnostics = parsed.errors.map((e) => ({
    line: (e.row ?? 0) + 1,
    column: 1,
    message: `${e.code}: ${e.message}`,
  }));
  // Rows map to lines one to one unless a quoted cell spans lines; good enough for marks.
  const { tables, diagnostics: more } = gridToTables({
    rows: parsed.data,
    lines: parsed.data.map((_, i) => i + 1),
    tableName: options?.rootName?.trim() || options?.fileTableName || 'data',
    line: 1,
  });
  return { tables, diagnostics: [...diagnostics, ...more] };
}

export const readCsv: Reader = (text, options) => readDelimited(text, ',', options);
export const readTsv: Reader = (text, options) => readDelimited(text, '\t', options);
