import type { RawField } from '../types';

/** Types an identifier has; an `id` holding an object or a list identifies nothing. */
const ID_TYPES = new Set(['Long', 'Integer', 'String', 'UUID']);

/**
 * JSON and TypeScript say nothing of keys. A field whose column is `id`, of a scalar type and never
 * missing or null, is taken as the primary key: MyBatis-Plus follows the same convention (an `id`
 * property is the key without @TableId), and the generated get/update/delete by id need one.
 */
export function markIdKey(fields: RawField[]): void {
  if (fields.some((f) => f.primaryKey)) return;
  const id = fields.find(
    (f) => f.columnName === 'id' && !f.nullable && !f.array && ID_TYPES.has(f.javaType ?? ''),
  );
  if (id) id.primaryKey = true;
}
