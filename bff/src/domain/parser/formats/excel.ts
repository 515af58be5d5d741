import type { CellValue } from 'exceljs';
import { toSnakeCase } from '../../naming';
import type { ReaderOptions, ReaderResult } from '../types';
import { gridToTables } from './header';
import { untitledName } from './tableTitle';

const pad = (n: number) => String(n).padStart(2, '0');

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText((value.result ?? null) as CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** Default sheet names of Excel, LibreOffice and WPS in common locales. */
const DEFAULT_SHEET_NAME =
  /^(sheet|工作表|表|Лист|Feuille|Tabelle|Hoja|Foglio|Planilha|Blad)\s*\d+$/i;

/** Each worksheet becomes a table named from the sheet (a default-named sheet: from the file). */
export async function readExcel(
  bytes: Buffer | Uint8Array,
  options?: ReaderOptions,
): Promise<ReaderResult> {
  // exceljs holds about 8 MB of heap once loaded: it comes with the first workbook, not with every
  // process that parses text (a smaller heap is less for the collector to go over on every parse).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      tables: [],
      diagnostics: [{ line: 1, column: 1, message: `Not a readable .xlsx file: ${message}` }],
    };
  }
  const result: ReaderResult = { tables: [], diagnostics: [] };
  let unnamed = 0;
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    const lines: number[] = [];
    sheet.eachRow((row, rowNumber) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, col) => {
        cells[col - 1] = cellText(cell.value);
      });
      rows.push(Array.from(cells, (c) => c ?? ''));
      lines.push(rowNumber);
    });
    const tableName = toSnakeCase(sheet.name) || sheet.name;
    // A sheet of several tables' columns (an information_schema export) is one table per TABLE_NAME.
    const { tables, diagnostics } = gridToTables({ rows, lines, tableName, line: 1 });
    for (const table of tables) {
      if (table.fields.length === 0) continue;
      // A sheet the spreadsheet named itself (`Sheet1`, `工作表1`) says nothing: the file's name does.
      if (
        table.tableName === tableName &&
        options?.fileTableName &&
        DEFAULT_SHEET_NAME.test(sheet.name)
      )
        table.tableName = untitledName(++unnamed, options.fileTableName);
      result.tables.push(table);
    }
    result.diagnostics.push(
      ...diagnostics.map((d) => ({ ...d, message: `${sheet.name}: ${d.message}` })),
    );
  });
  return result;
}
