import type { RawField } from '../types';

/**
 * Keys a document writes differently can name one column (`id`, `Id`) and one getter (`getId`):
 * the later ones are numbered (`id_2`, `Id2`). Columns compare without case, as SQL does;
 * properties by their getter's name (first letter capitalised).
 */
export function distinctNames(fields: RawField[]): void {
  const columns = new Set<string>();
  const getters = new Set<string>();
  for (const f of fields) {
    f.columnName = numbered(f.columnName, '_', (n) => n.toLowerCase(), columns);
    if (f.propertyName !== undefined) {
      const getter = (n: string) => n.charAt(0).toUpperCase() + n.slice(1);
      f.propertyName = numbered(f.propertyName, '', getter, getters);
    }
  }
}

function numbered(
  name: string,
  separator: string,
  keyOf: (name: string) => string,
  used: Set<string>,
): string {
  let out = name;
  for (let i = 2; used.has(keyOf(out)); i++) out = `${name}${separator}${i}`;
  used.add(keyOf(out));
  return out;
}
