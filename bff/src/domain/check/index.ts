import type { ParseOptions, Problem } from '../../../../src/contract/text';
import { parse } from '../parser';
import { checkTables } from './tables';

export { checkTables } from './tables';

/** Parses the text, turns its diagnostics into `parse-error` problems, then checks the tables. */
export function checkText(text: string, options: ParseOptions = {}): Problem[] {
  const result = parse(text, options);
  const problems: Problem[] = result.diagnostics.map((d) => ({
    severity: 'error',
    code: 'parse-error',
    message: d.message,
    line: d.line,
    column: d.column,
  }));
  return [...problems, ...checkTables(result.tables, result.dialect ?? options.dialect)];
}
