import { parseSqlType, TARGET_PROFILES, type TypeKind } from '../typeMapping';

/**
 * Object and list fields: a field whose Java type is another table of the generation
 * (`Customer`), a collection (`List<Item>`, `Set<String>`, `Integer[]`) or a map. Tables parsed
 * from nested JSON, Java classes and TypeScript interfaces have them; each stack maps them its own
 * way (docs/generator.md, "Object and list fields"). Types the generation cannot resolve (an enum
 * of the pasted Java source, a TypeScript type alias) fall back to the SQL type's language type, so
 * the output compiles.
 */

export type FieldShape = 'value' | 'object' | 'list' | 'map';

/** A parsed Java type: `List<Map<String, Item>>[]` → name List, args [...], dims 1. */
export interface JavaTypeNode {
  name: string;
  args: JavaTypeNode[];
  dims: number;
}

const OBJECT: JavaTypeNode = { name: 'Object', args: [], dims: 0 };

/** Parses a Java type; null when it is not one (wildcards become their bound, `?` Object). */
export function parseJavaType(text: string): JavaTypeNode | null {
  const tokens = text.match(/[A-Za-z_$][\w$]*(?:\s*\.\s*[A-Za-z_$][\w$]*)*|[<>,[\]?]|\S/g) ?? [];
  let pos = 0;
  const node = (): JavaTypeNode | null => {
    let token = tokens[pos];
    if (token === '?') {
      pos++;
      if (tokens[pos] !== 'extends' && tokens[pos] !== 'super') return { ...OBJECT };
      const bound = tokens[pos] === 'extends';
      pos++;
      const inner = node();
      return bound ? inner : inner && { ...OBJECT };
    }
    if (!token || !/^[A-Za-z_$]/.test(token)) return null;
    pos++;
    token = token.replace(/\s+/g, '');
    const args: JavaTypeNode[] = [];
    if (tokens[pos] === '<') {
      pos++;
      for (;;) {
        const arg = node();
        if (!arg) return null;
        args.push(arg);
        if (tokens[pos] === ',') pos++;
        else if (tokens[pos] === '>') {
          pos++;
          break;
        } else return null;
      }
    }
    let dims = 0;
    while (tokens[pos] === '[' && tokens[pos + 1] === ']') {
      dims++;
      pos += 2;
    }
    return { name: token, args, dims };
  };
  const parsed = node();
  return parsed && pos === tokens.length ? parsed : null;
}

export function javaTypeText(node: JavaTypeNode): string {
  const args = node.args.length > 0 ? `<${node.args.map(javaTypeText).join(', ')}>` : '';
  return node.name + args + '[]'.repeat(node.dims);
}

const PRIMITIVES = new Set(['int', 'long', 'short', 'byte', 'boolean', 'double', 'float', 'char']);
const LIST_TYPES = new Set([
  'List',
  'Set',
  'Collection',
  'Iterable',
  'ArrayList',
  'LinkedList',
  'HashSet',
  'LinkedHashSet',
  'TreeSet',
]);
const MAP_TYPES = new Set(['Map', 'HashMap', 'LinkedHashMap', 'TreeMap']);

/** Simple names Java (with the imports javaImportsFor knows) resolves. */
const KNOWN_JAVA = new Set([
  ...PRIMITIVES,
  'String',
  'Integer',
  'Long',
  'Short',
  'Byte',
  'Boolean',
  'Double',
  'Float',
  'Character',
  'Object',
  'Number',
  'BigDecimal',
  'BigInteger',
  'LocalDate',
  'LocalTime',
  'LocalDateTime',
  'OffsetTime',
  'OffsetDateTime',
  'ZonedDateTime',
  'Instant',
  'Duration',
  'Date',
  'UUID',
  'List',
  'Set',
  'Map',
  'JsonNode',
  'Timestamp',
]);

/** A Java type name (String, List ...): never a generated class, even when a table is named so. */
export function isJavaTypeName(name: string): boolean {
  return KNOWN_JAVA.has(name);
}

/** Collections the generated code declares as List/Set/Map (javaImportsFor imports those). */
const DECLARED_AS: Record<string, string> = {
  Collection: 'List',
  Iterable: 'List',
  ArrayList: 'List',
  LinkedList: 'List',
  HashSet: 'Set',
  LinkedHashSet: 'Set',
  TreeSet: 'Set',
  HashMap: 'Map',
  LinkedHashMap: 'Map',
  TreeMap: 'Map',
};

const BOXED: Record<string, string> = {
  int: 'Integer',
  long: 'Long',
  short: 'Short',
  byte: 'Byte',
  boolean: 'Boolean',
  double: 'Double',
  float: 'Float',
  char: 'Character',
};

/**
 * The type with generated classes renamed (table prefixes stripped), java.util collections
 * declared by their interface and unknown names replaced: null when the type itself is unknown.
 */
export function resolveJavaNode(
  node: JavaTypeNode,
  classNames: ReadonlyMap<string, string>,
  top = true,
): JavaTypeNode | null {
  const renamed = classNames.get(node.name);
  if (renamed !== undefined) return { name: renamed, args: [], dims: node.dims };
  const known = node.name.includes('.') || KNOWN_JAVA.has(node.name) || node.name in DECLARED_AS;
  if (!known) return top ? null : { ...OBJECT, dims: node.dims };
  const name = DECLARED_AS[node.name] ?? node.name;
  const args = node.args.map((a) => {
    const resolved = resolveJavaNode(a, classNames, false) ?? { ...OBJECT };
    // Type arguments cannot be primitive
    return resolved.dims === 0 && BOXED[resolved.name]
      ? { ...resolved, name: BOXED[resolved.name] }
      : resolved;
  });
  return { name, args, dims: node.dims };
}

export interface ShapeInfo {
  shape: FieldShape;
  /** The element type of a list (the value type of a map); the node itself otherwise. */
  element: JavaTypeNode;
}

export function shapeOf(node: JavaTypeNode, classNames: ReadonlySet<string>): ShapeInfo {
  if (node.dims > 0 && !(node.dims === 1 && node.name === 'byte')) {
    return { shape: 'list', element: { ...node, dims: node.dims - 1 } };
  }
  if (LIST_TYPES.has(node.name)) return { shape: 'list', element: node.args[0] ?? OBJECT };
  if (MAP_TYPES.has(node.name)) return { shape: 'map', element: node.args[1] ?? OBJECT };
  if (classNames.has(node.name)) return { shape: 'object', element: node };
  return { shape: 'value', element: node };
}

/** Every generated class a type names. */
export function referencedClasses(node: JavaTypeNode, classNames: ReadonlySet<string>): string[] {
  const own = classNames.has(node.name) ? [node.name] : [];
  return [...own, ...node.args.flatMap((a) => referencedClasses(a, classNames))];
}

/** True when the SQL type is a database array (`text[]`): mapped as before, not as JSON. */
export function isSqlArray(sqlType: string): boolean {
  return sqlType.trim() !== '' && parseSqlType(sqlType).array;
}

const TYPE_KIND_OF_JAVA_NAME: Record<string, TypeKind> = {
  String: 'string',
  Character: 'string',
  char: 'string',
  Boolean: 'boolean',
  boolean: 'boolean',
  Byte: 'tinyint',
  byte: 'tinyint',
  Short: 'smallint',
  short: 'smallint',
  Integer: 'int',
  int: 'int',
  Long: 'bigint',
  long: 'bigint',
  BigInteger: 'unsignedBigint',
  BigDecimal: 'decimal',
  Float: 'float',
  float: 'float',
  Double: 'double',
  double: 'double',
  Number: 'double',
  LocalDate: 'date',
  LocalTime: 'time',
  OffsetTime: 'timeTz',
  LocalDateTime: 'dateTime',
  Date: 'dateTime',
  Timestamp: 'dateTime',
  OffsetDateTime: 'dateTimeTz',
  ZonedDateTime: 'dateTimeTz',
  Instant: 'dateTimeTz',
  UUID: 'uuid',
};

export type StructuredTarget = 'typescript' | 'kotlin' | 'go' | 'python' | 'csharp';

const ANY: Record<StructuredTarget, string> = {
  typescript: 'unknown',
  kotlin: 'Any?',
  go: 'any',
  python: 'Any',
  csharp: 'object?',
};

/**
 * The type of an object or list field in another language: generated classes by name, lists and
 * maps as the language writes them, scalar elements through the type-mapping profile. Python's
 * ORM models hold the JSON as it is (dict/list); its Pydantic schemas name the other schemas.
 */
export function structuredType(
  node: JavaTypeNode,
  classNames: ReadonlySet<string>,
  target: StructuredTarget,
  pythonSchema = false,
): string {
  const { shape, element } = shapeOf(node, classNames);
  switch (shape) {
    case 'object':
      if (target !== 'python') return node.name;
      // `{}`: where a schema template puts its suffix (CustomerRead, CustomerCreate)
      return pythonSchema ? `${node.name}{}` : 'dict[str, Any]';
    case 'list': {
      const e = structuredType(element, classNames, target, pythonSchema);
      if (target === 'typescript') return /^[\w.]+$/.test(e) ? `${e}[]` : `Array<${e}>`;
      if (target === 'go') return `[]${e}`;
      if (target === 'python') return `list[${e}]`;
      return `List<${e}>`;
    }
    case 'map': {
      const v = structuredType(element, classNames, target, pythonSchema);
      if (target === 'typescript') return `Record<string, ${v}>`;
      if (target === 'go') return `map[string]${v}`;
      if (target === 'python') return `dict[str, ${v}]`;
      if (target === 'kotlin') return `Map<String, ${v}>`;
      return `Dictionary<string, ${v}>`;
    }
    default: {
      const kind = TYPE_KIND_OF_JAVA_NAME[node.name];
      if (!kind) return node.name === 'JsonNode' ? TARGET_PROFILES[target].json : ANY[target];
      return TARGET_PROFILES[target][kind];
    }
  }
}

/** A structured type made nullable the way each language writes it. */
export function nullableStructured(type: string, shape: FieldShape, target: StructuredTarget) {
  switch (target) {
    case 'kotlin':
    case 'csharp':
      return `${type}?`;
    case 'go':
      // Slices and maps already have a nil value
      return shape === 'object' ? `*${type}` : type;
    case 'python':
      return `Optional[${type}]`;
    default:
      return type;
  }
}

/** TypeScript names the generated code can use besides the generated interfaces. */
const KNOWN_TS = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'unknown',
  'any',
  'null',
  'undefined',
  'object',
  'never',
  'Date',
  'Record',
  'Array',
  'ReadonlyArray',
  'Partial',
  'Readonly',
]);

/** True when every name in a TypeScript type is built in or a generated interface. */
export function tsTypeResolves(tsType: string, classNames: ReadonlySet<string>): boolean {
  // String literal types ('new' | 'paid') name nothing
  const code = tsType.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, '""');
  return (code.match(/[A-Za-z_$][\w$]*/g) ?? []).every(
    (name) => KNOWN_TS.has(name) || classNames.has(name),
  );
}
