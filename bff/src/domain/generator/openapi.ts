import pluralize from 'pluralize';
import { stringify } from 'yaml';
import type { Field, GenerationSettings, Table } from '../../../../src/contract/text';
import { splitWords, toCamelCase, toClassName, toKebabCase, toPascalCase } from '../naming';
import { resolveKind, type TypeKind } from '../typeMapping';

/**
 * The OpenAPI 3.1 document of the CRUD API the generated code serves: per table a paged list
 * (filters as query parameters), get, create, update and delete, and in components.schemas the
 * entity, its DTO (request body), its Query and its Page wrapper. Pure: tables and settings in, a
 * plain object out, so the same document serialises to YAML or JSON.
 */

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
}

export const PAGE_SIZE_LIMIT = 100;

/** Component names must match `^[a-zA-Z0-9.\-_]+$`; other characters (e.g. Chinese names) drop out. */
function asciiName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '');
}

/** Hands out `name`, `name2`, `name3` ... so two tables never share a schema, path or operation. */
function uniqueNamer(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${name}${n}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** The class name the generated code uses: table prefixes stripped unless the user renamed the class. */
function classNameOf(table: Table, settings: GenerationSettings): string {
  if (settings.tablePrefixes.length === 0) return table.className;
  const byDefault = toClassName(table.tableName);
  return table.className === byDefault
    ? toClassName(table.tableName, { stripTablePrefixes: settings.tablePrefixes })
    : table.className;
}

function humanise(name: string): string {
  const text = splitWords(name).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const INTEGER_KINDS = new Set<TypeKind>(['tinyint', 'smallint', 'int', 'year']);
/** Kinds a list can be filtered by with one query value. */
const FILTER_KINDS = new Set<TypeKind>([
  'boolean',
  'tinyint',
  'smallint',
  'int',
  'bigint',
  'unsignedBigint',
  'string',
  'uuid',
  'date',
  'dateTime',
  'dateTimeTz',
  'year',
]);

/** The JSON Schema type of a field's value (without null) and a sample value of it. */
function valueSchema(field: Field, kind: TypeKind): { schema: JsonSchema; sample: unknown } {
  if (kind === 'boolean') return { schema: { type: 'boolean' }, sample: true };
  if (INTEGER_KINDS.has(kind)) {
    return { schema: { type: 'integer', format: 'int32' }, sample: kind === 'year' ? 2024 : 1 };
  }
  if (kind === 'bigint') return { schema: { type: 'integer', format: 'int64' }, sample: 1 };
  if (kind === 'unsignedBigint') {
    return { schema: { type: 'integer', format: 'int64', minimum: 0 }, sample: 1 };
  }
  if (kind === 'decimal') return { schema: { type: 'number' }, sample: 9.99 };
  if (kind === 'float') return { schema: { type: 'number', format: 'float' }, sample: 1.5 };
  if (kind === 'double') return { schema: { type: 'number', format: 'double' }, sample: 1.5 };
  if (kind === 'uuid') {
    return {
      schema: { type: 'string', format: 'uuid' },
      sample: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    };
  }
  if (kind === 'date') return { schema: { type: 'string', format: 'date' }, sample: '2024-01-01' };
  if (kind === 'time' || kind === 'timeTz') {
    return { schema: { type: 'string', format: 'time' }, sample: '12:00:00' };
  }
  if (kind === 'dateTime' || kind === 'dateTimeTz') {
    return { schema: { type: 'string', format: 'date-time' }, sample: '2024-01-01T00:00:00Z' };
  }
  if (kind === 'binary') {
    return { schema: { type: 'string', contentEncoding: 'base64' }, sample: 'AA==' };
  }
  if (kind === 'json') return { schema: {}, sample: {} };
  const maxLength = field.length !== null && field.length > 0 ? field.length : undefined;
  const sample = 'text'.slice(0, maxLength ?? 4);
  return { schema: maxLength ? { type: 'string', maxLength } : { type: 'string' }, sample };
}

interface FieldInfo {
  field: Field;
  name: string;
  kind: TypeKind;
  schema: JsonSchema;
  sample: unknown;
}

/** A property schema; nullable the 3.1 way (a type array with "null"). */
function propertySchema(info: FieldInfo): JsonSchema {
  const out = parameterSchema(info);
  if (info.field.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (info.field.comment) out.description = info.field.comment;
  // Generated keys come from the database; clients never send them.
  if (info.field.autoIncrement) out.readOnly = true;
  return out;
}

/** The schema of a query or path parameter holding the field's value. */
function parameterSchema(info: FieldInfo): JsonSchema {
  return { ...info.schema, examples: [info.sample] };
}

interface TableInfo {
  table: Table;
  className: string;
  label: string;
  path: string;
  schemaNames: { entity: string; dto: string; query: string; page: string };
  ops: { list: string; get: string; create: string; update: string; delete: string };
  fields: FieldInfo[];
  keys: FieldInfo[];
  dtoFields: FieldInfo[];
}

function describeTables(tables: Table[], settings: GenerationSettings): TableInfo[] {
  const schemaName = uniqueNamer();
  const pathName = uniqueNamer();
  const skip = new Set(settings.skipFields.map((s) => s.toLowerCase()));
  return tables.map((table, index) => {
    const className = asciiName(toPascalCase(classNameOf(table, settings))) || `Table${index + 1}`;
    const base = schemaName(className);
    const plural = pluralize.plural(toCamelCase(base));
    const pascalPlural = toPascalCase(plural);
    const propertyNamer = uniqueNamer();
    const fields = table.fields.map((field, i): FieldInfo => {
      const kind = resolveKind(field);
      const name = propertyNamer(
        asciiName(field.propertyName) ||
          asciiName(toCamelCase(field.columnName)) ||
          `field${i + 1}`,
      );
      return { field, name, kind, ...valueSchema(field, kind) };
    });
    return {
      table,
      className: base,
      label: table.comment || humanise(base),
      path: `/${pathName(toKebabCase(plural))}`,
      schemaNames: {
        entity: base,
        dto: schemaName(`${base}DTO`),
        query: schemaName(`${base}Query`),
        page: schemaName(`${base}Page`),
      },
      ops: {
        list: `list${pascalPlural}`,
        get: `get${base}`,
        create: `create${base}`,
        update: `update${base}`,
        delete: `delete${base}`,
      },
      fields,
      keys: fields.filter((f) => f.field.primaryKey),
      // The server sets generated keys and the base entity's columns (settings.skipFields).
      dtoFields: fields.filter(
        (f) =>
          !(f.field.primaryKey && f.field.autoIncrement) &&
          !skip.has(f.field.columnName.toLowerCase()),
      ),
    };
  });
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, example?: unknown) => ({
  'application/json': example === undefined ? { schema } : { schema, example },
});
const errorResponse = (description: string) => ({
  description,
  content: json(ref('Error')),
});

/** The list filters; the names page and pageSize belong to paging, so such a column is no filter. */
function filtersOf(fields: FieldInfo[]): FieldInfo[] {
  return fields.filter(
    (f) => FILTER_KINDS.has(f.kind) && f.name !== 'page' && f.name !== 'pageSize',
  );
}

function sampleOf(fields: FieldInfo[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.name, f.sample]));
}

function schemasOf(info: TableInfo): Record<string, JsonSchema> {
  const { fields, dtoFields, schemaNames, label } = info;
  const entity: JsonSchema = {
    type: 'object',
    description: label,
    properties: Object.fromEntries(fields.map((f) => [f.name, propertySchema(f)])),
    required: fields.filter((f) => !f.field.nullable).map((f) => f.name),
  };
  const dto: JsonSchema = {
    type: 'object',
    description: `${label}: the fields a client sends to create or update one`,
    properties: Object.fromEntries(dtoFields.map((f) => [f.name, propertySchema(f)])),
    // A column with a default may be left out.
    required: dtoFields
      .filter((f) => !f.field.nullable && f.field.defaultValue === null)
      .map((f) => f.name),
  };
  const filters = filtersOf(fields);
  const query: JsonSchema = {
    type: 'object',
    description: `${label}: list filters and paging`,
    properties: {
      page: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_LIMIT, default: 10 },
      ...Object.fromEntries(filters.map((f) => [f.name, parameterSchema(f)])),
    },
  };
  const page: JsonSchema = {
    type: 'object',
    description: `A page of ${label}`,
    properties: {
      list: { type: 'array', items: ref(schemaNames.entity) },
      total: { type: 'integer', minimum: 0 },
      page: { type: 'integer', minimum: 1 },
      pageSize: { type: 'integer', minimum: 1 },
    },
    required: ['list', 'total', 'page', 'pageSize'],
  };
  return {
    [schemaNames.entity]: entity,
    [schemaNames.dto]: dto,
    [schemaNames.query]: query,
    [schemaNames.page]: page,
  };
}

function pathsOf(info: TableInfo): Record<string, Record<string, unknown>> {
  const { className, label, schemaNames, ops, fields, keys } = info;
  const tags = [className];
  const entitySample = sampleOf(fields);
  const filters = filtersOf(fields);
  const collection: Record<string, unknown> = {
    get: {
      tags,
      operationId: ops.list,
      summary: `List ${label} (paged)`,
      parameters: [
        {
          name: 'page',
          in: 'query',
          description: 'Page number, from 1',
          schema: { type: 'integer', minimum: 1, default: 1 },
        },
        {
          name: 'pageSize',
          in: 'query',
          description: 'Rows per page',
          schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_LIMIT, default: 10 },
        },
        ...filters.map((f) => ({
          name: f.name,
          in: 'query',
          description: `Only rows whose ${f.field.columnName} equals this value`,
          schema: parameterSchema(f),
        })),
      ],
      responses: {
        '200': {
          description: `A page of ${label}`,
          content: json(ref(schemaNames.page), {
            list: [entitySample],
            total: 1,
            page: 1,
            pageSize: 10,
          }),
        },
        '422': errorResponse('Invalid filter or paging values'),
      },
    },
    post: {
      tags,
      operationId: ops.create,
      summary: `Create ${label}`,
      requestBody: {
        required: true,
        content: json(ref(schemaNames.dto), sampleOf(info.dtoFields)),
      },
      responses: {
        '201': { description: 'Created', content: json(ref(schemaNames.entity), entitySample) },
        '422': errorResponse('Invalid fields'),
      },
    },
  };
  const paths: Record<string, Record<string, unknown>> = { [info.path]: collection };
  // Without a primary key a row cannot be addressed: only list and create.
  if (keys.length === 0) return paths;
  const keyParameters = keys.map((k) => ({
    name: k.name,
    in: 'path',
    required: true,
    description: k.field.comment || `${humanise(k.name)} of the ${label}`,
    schema: parameterSchema(k),
  }));
  const itemPath = `${info.path}/${keys.map((k) => `{${k.name}}`).join('/')}`;
  paths[itemPath] = {
    parameters: keyParameters,
    get: {
      tags,
      operationId: ops.get,
      summary: `Get one ${label}`,
      responses: {
        '200': { description: 'Found', content: json(ref(schemaNames.entity), entitySample) },
        '404': errorResponse('Not found'),
      },
    },
    put: {
      tags,
      operationId: ops.update,
      summary: `Update one ${label}`,
      requestBody: {
        required: true,
        content: json(ref(schemaNames.dto), sampleOf(info.dtoFields)),
      },
      responses: {
        '200': { description: 'Updated', content: json(ref(schemaNames.entity), entitySample) },
        '404': errorResponse('Not found'),
        '422': errorResponse('Invalid fields'),
      },
    },
    delete: {
      tags,
      operationId: ops.delete,
      summary: `Delete one ${label}`,
      responses: {
        '204': { description: 'Deleted' },
        '404': errorResponse('Not found'),
      },
    },
  };
  return paths;
}

/** The default title: the module ("System API") or "Generated API". */
export function defaultApiTitle(settings: GenerationSettings): string {
  return settings.moduleName ? `${humanise(settings.moduleName)} API` : 'Generated API';
}

/** Builds the OpenAPI 3.1 document of the tables' CRUD API under `/api[/<module>]`. */
export function buildOpenApi(
  tables: Table[],
  settings: GenerationSettings,
  options: OpenApiOptions = {},
): OpenApiDocument {
  const infos = describeTables(tables, settings);
  const prefix = settings.moduleName ? `/api/${toKebabCase(settings.moduleName)}` : '/api';
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      description: 'An error answer',
      properties: {
        code: { type: 'integer', examples: [404] },
        message: { type: 'string', examples: ['Not found'] },
      },
      required: ['code', 'message'],
    },
  };
  for (const info of infos) {
    for (const [path, item] of Object.entries(pathsOf(info))) paths[`${prefix}${path}`] = item;
    Object.assign(schemas, schemasOf(info));
  }
  const author = settings.author ? ` Author: ${settings.author}.` : '';
  return {
    openapi: '3.1.0',
    info: {
      title: options.title || defaultApiTitle(settings),
      version: options.version ?? '1.0.0',
      description: `CRUD API of ${tables.length} table${tables.length === 1 ? '' : 's'}.${author}`,
    },
    tags: infos.map((i) => ({ name: i.className, description: i.label })),
    paths,
    components: { schemas },
  };
}

/**
 * The document as text. YAML is written in 1.1 style quoting so `2024-01-01`, `yes`, `on` stay
 * strings for older YAML readers too; repeated objects are written out, never as anchors.
 */
export function serialiseOpenApi(document: OpenApiDocument, format: 'yaml' | 'json'): string {
  if (format === 'json') return `${JSON.stringify(document, null, 2)}\n`;
  return stringify(document, { version: '1.1', aliasDuplicateObjects: false, lineWidth: 0 });
}
