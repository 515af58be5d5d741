import type { Field, Table } from '../../../../src/contract/text';

/** One line of the picture: a column of `from` pointing at a column of `to`. */
export interface DiagramEdge {
  /** Index of the referencing table (the one holding the foreign key column). */
  from: number;
  fromColumn: number;
  /** Index of the referenced table. */
  to: number;
  /** -1 when the referenced column is unknown: the line ends at the table's header. */
  toColumn: number;
  /** false for a guess from a `*_id` column name: drawn dashed. */
  declared: boolean;
}

export interface DiagramGraph {
  tables: Table[];
  edges: DiagramEdge[];
}

const nameKey = (name: string) => name.toLowerCase();

const columnIndex = (table: Table, name: string) => {
  const lower = name.toLowerCase();
  return table.fields.findIndex((f) => f.columnName.toLowerCase() === lower);
};

/** `customer_id`, `customerId`, `CustomerID` → `customer`; other names → null. */
function idBase(columnName: string): string | null {
  const m = /^(.*[^_])_id$/i.exec(columnName) ?? /^(.*[a-z0-9])(?:Id|ID)$/.exec(columnName);
  return m ? m[1].toLowerCase() : null;
}

/** The table a `*_id` column names: `customer` or its plural (`customers`, `categories`, `boxes`). */
function guessTable(base: string, byName: Map<string, number>): number | undefined {
  const plural = base.endsWith('y') ? `${base.slice(0, -1)}ies` : `${base}es`;
  for (const candidate of [base, `${base}s`, plural]) {
    const found = byName.get(candidate);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The column a guessed line points at: the single primary key, else `id`, else -1. */
function guessColumn(table: Table): number {
  const keys = table.fields.flatMap((f, i) => (f.primaryKey ? [i] : []));
  if (keys.length === 1) return keys[0];
  return columnIndex(table, 'id');
}

/**
 * The lines of a diagram. Declared foreign keys are drawn as they are. A table that declares none
 * gets guessed lines from its `*_id` columns whose name matches another table: a schema written
 * without constraints (common in MySQL projects) still shows its relations, while a table that
 * declares its keys is taken at its word.
 */
export function buildGraph(tables: Table[]): DiagramGraph {
  const byName = new Map<string, number>();
  tables.forEach((t, i) => {
    if (!byName.has(nameKey(t.tableName))) byName.set(nameKey(t.tableName), i);
  });
  const edges: DiagramEdge[] = [];
  tables.forEach((table, from) => {
    const declaresKeys = table.fields.some((f) => f.foreignKey);
    table.fields.forEach((field: Field, fromColumn) => {
      if (field.foreignKey) {
        const to = byName.get(nameKey(field.foreignKey.table));
        if (to === undefined) return;
        const toColumn = field.foreignKey.column
          ? columnIndex(tables[to], field.foreignKey.column)
          : guessColumn(tables[to]);
        edges.push({ from, fromColumn, to, toColumn, declared: true });
        return;
      }
      if (declaresKeys) return;
      const base = idBase(field.columnName);
      const to = base === null ? undefined : guessTable(base, byName);
      if (to === undefined || to === from) return;
      edges.push({ from, fromColumn, to, toColumn: guessColumn(tables[to]), declared: false });
    });
  });
  return { tables, edges };
}
