/** A type written in a field list (`varchar(64)`, `decimal(10,2)`, `int unsigned`, `Long`), split into parts. */
export interface TypeParts {
  sqlType: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  unsigned?: boolean;
  array?: boolean;
  javaType?: string;
  tsType?: string;
}

/** Java types users write into design docs instead of SQL types, with the column type they stand for. */
const JAVA_TO_SQL: Record<string, string> = {
  string: 'varchar',
  char: 'char',
  character: 'char',
  long: 'bigint',
  integer: 'int',
  int: 'int',
  short: 'smallint',
  byte: 'tinyint',
  boolean: 'boolean',
  double: 'double',
  float: 'float',
  bigdecimal: 'decimal',
  biginteger: 'decimal',
  date: 'datetime',
  localdate: 'date',
  localdatetime: 'datetime',
  localtime: 'time',
  offsetdatetime: 'timestamp with time zone',
  zoneddatetime: 'timestamp with time zone',
  instant: 'timestamp',
  timestamp: 'datetime',
  time: 'time',
  uuid: 'uuid',
  'byte[]': 'blob',
};

/** Java names that look like SQL ones only when written with a capital (`Date`, `Integer`). */
const JAVA_ONLY = new Set([
  'String',
  'Long',
  'Integer',
  'Short',
  'Byte',
  'Boolean',
  'Double',
  'Float',
  'BigDecimal',
  'BigInteger',
  'Date',
  'LocalDate',
  'LocalDateTime',
  'LocalTime',
  'OffsetDateTime',
  'ZonedDateTime',
  'Instant',
  'UUID',
  'Character',
  'byte[]',
]);

/** OpenAPI formats and the type names API docs (smart-doc, Knife4j, YApi) write, as column types. */
const API_TYPES: Record<string, string> = {
  int32: 'int',
  int64: 'bigint',
  long: 'bigint',
  float: 'float',
  double: 'double',
  date: 'date',
  'date-time': 'datetime',
  datetime: 'datetime',
  uuid: 'uuid',
};
/** Swagger's `integer(int64)`, `number(double)`, `string(date-time)`: a type with its format. */
const API_FORMAT = /^(integer|number|string)\s*\(\s*([a-z][\w-]*)\s*\)$/i;
/** List element types API docs write, as Java names. */
const ELEMENTS: Record<string, string> = {
  string: 'String',
  long: 'Long',
  int64: 'Long',
  int: 'Integer',
  int32: 'Integer',
  integer: 'Integer',
  short: 'Short',
  double: 'Double',
  float: 'Float',
  boolean: 'Boolean',
  bigdecimal: 'BigDecimal',
  localdate: 'LocalDate',
  localdatetime: 'LocalDateTime',
  date: 'Date',
  object: 'Object',
};
const LIST =
  /^(?:java\.util\.)?(?:List|ArrayList|Set|HashSet|Collection|Array)\s*<\s*([\w.]+)\s*>$/i;

/** Lists and objects in API docs: JSON values, with the Java types the JSON reader gives them. */
function apiJsonType(t: string): TypeParts | null {
  const json = (javaType: string, array: boolean): TypeParts => ({
    sqlType: 'json',
    length: null,
    precision: null,
    scale: null,
    ...(array ? { array } : {}),
    javaType,
    tsType: tsTypeForJava(javaType),
  });
  if (/^object$/i.test(t)) return json('Object', false);
  if (/^array$/i.test(t)) return json('List<Object>', true);
  const list = LIST.exec(t);
  if (!list) return null;
  const element = ELEMENTS[list[1].replace(/^.*\./, '').toLowerCase()] ?? 'Object';
  return json(`List<${element}>`, true);
}

/** An API doc's scalar type (`int64`, `integer(int64)`, `number(double)`) as a column type. */
function apiScalarType(t: string): TypeParts | null {
  const format = API_FORMAT.exec(t);
  const sqlType = API_TYPES[(format ? format[2] : t).toLowerCase()];
  return sqlType ? { sqlType, length: null, precision: null, scale: null } : null;
}

const SQL_TYPE =
  /^([a-z_][\w ]*?)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?\s*((?:unsigned|zerofill|\s)*)(\[\])?$/i;

const DECIMALS = new Set(['decimal', 'numeric', 'number', 'dec', 'fixed']);

export function parseTypeText(text: string): TypeParts | null {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === '') return null;
  if (JAVA_ONLY.has(t)) {
    return {
      sqlType: JAVA_TO_SQL[t.toLowerCase()],
      length: t === 'String' ? 255 : null,
      precision: null,
      scale: null,
      javaType: t,
    };
  }
  const api = apiJsonType(t) ?? apiScalarType(t);
  if (api) return api;
  const m = SQL_TYPE.exec(t);
  if (!m) return null;
  const base = m[1].trim().toLowerCase();
  const a = m[2] === undefined ? null : Number(m[2]);
  const b = m[3] === undefined ? null : Number(m[3]);
  const parts: TypeParts = { sqlType: base, length: null, precision: null, scale: null };
  if (DECIMALS.has(base) || b !== null) {
    parts.precision = a;
    parts.scale = b;
  } else {
    parts.length = a;
  }
  if (/unsigned/i.test(m[4])) parts.unsigned = true;
  if (m[5]) parts.array = true;
  return parts;
}

/** Column type for a Java type as written (`Long`, `int`, `LocalDateTime`, `List<String>`); unknown classes (enums) are text. */
export function sqlTypeForJava(javaType: string): Pick<TypeParts, 'sqlType' | 'length'> {
  // java.sql's Date is a day; java.util's, written bare, a moment.
  if (javaType.trim() === 'java.sql.Date') return { sqlType: 'date', length: null };
  const base = javaType.replace(/<.*$/s, '').replace(/^.*\./, '').trim();
  const direct = JAVA_TO_SQL[javaType === 'byte[]' ? 'byte[]' : base.toLowerCase()];
  if (direct)
    return { sqlType: direct, length: direct === 'varchar' ? 255 : direct === 'char' ? 1 : null };
  if (
    /\[\]$|^(List|Set|Collection|Map|HashMap|ArrayList|JSONObject|JsonNode)$/.test(base) ||
    javaType.endsWith('[]')
  ) {
    return { sqlType: 'json', length: null };
  }
  return { sqlType: 'varchar', length: 255 };
}

/** TypeScript type for a Java type as written. */
export function tsTypeForJava(javaType: string): string {
  const t = javaType.replace(/\s+/g, '');
  const generic =
    /^(?:java\.util\.)?(List|Set|Collection|ArrayList|LinkedList|HashSet|Iterable)<(.+)>$/.exec(t);
  if (generic) {
    const inner = tsTypeForJava(generic[2]);
    return /[|\s]/.test(inner) ? `(${inner})[]` : `${inner}[]`;
  }
  if (/^(Hash|Linked|Tree)?Map</.test(t)) return 'Record<string, unknown>';
  if (t === 'byte[]') return 'string';
  if (t.endsWith('[]')) return `${tsTypeForJava(t.slice(0, -2))}[]`;
  const base = t.replace(/^.*\./, '');
  if (
    /^(int|long|short|byte|double|float|Integer|Long|Short|Byte|Double|Float|BigDecimal|BigInteger|Number)$/.test(
      base,
    )
  ) {
    return 'number';
  }
  if (/^(boolean|Boolean)$/.test(base)) return 'boolean';
  if (
    /^(String|char|Character|UUID|Date|LocalDate|LocalDateTime|LocalTime|OffsetDateTime|ZonedDateTime|Instant|Timestamp|Time)$/.test(
      base,
    )
  ) {
    return 'string';
  }
  if (/^(Object|JSONObject|JsonNode)$/.test(base)) return 'unknown';
  return base;
}
