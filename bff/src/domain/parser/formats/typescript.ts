import type * as TS from 'typescript';
import { columnNameOfKey, propertyNameOfKey, toSnakeCase } from '../../naming';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { distinctNames } from './distinctNames';
import { markIdKey } from './idKey';
import { sqlTypeForJava } from './sqlTypeText';

/**
 * The TypeScript compiler holds about 15 MB of heap once loaded: it comes with the first TypeScript
 * input, not with every process that parses text (a smaller heap is less for the collector to go
 * over on every parse).
 */
let ts: typeof TS;
function loadCompiler(): void {
  // Unset until the first TypeScript input, whatever its declared type says.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  ts ??= require('typescript') as typeof TS;
}

function commentText(raw: string): string {
  return raw
    .replace(/^\/\*\*?|\*\/$/g, '')
    .replace(/^\/\/\s?/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('@'))
    .join(' ')
    .trim();
}

/** The comment a declaration carries: JSDoc or `//` lines before it, else a `//` after it on the same line. */
function commentOf(node: TS.Node, sf: TS.SourceFile): string {
  const text = sf.text;
  const leading = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  if (leading.length > 0) {
    const docs = leading.filter((r) => text.startsWith('/**', r.pos));
    const chosen =
      docs.length > 0
        ? [docs[docs.length - 1]]
        : leading.filter((r) => r.kind === ts.SyntaxKind.SingleLineCommentTrivia);
    const joined = chosen
      .map((r) => commentText(text.slice(r.pos, r.end)))
      .join(' ')
      .trim();
    if (joined) return joined;
  }
  const trailing = ts.getTrailingCommentRanges(text, node.getEnd()) ?? [];
  return trailing.length > 0 ? commentText(text.slice(trailing[0].pos, trailing[0].end)) : '';
}

/** What a file declares that its fields' types refer to. */
interface Scope {
  sf: TS.SourceFile;
  /** `type Score = number`, `type Position = number[]`: what the name stands for. */
  aliases: Map<string, TS.TypeNode>;
  /** `enum Color { … }`: a String, or an Integer when every member is a number. */
  enums: Map<string, string>;
  /** Aliases being resolved, so `type A = B; type B = A` ends. */
  resolving: Set<string>;
  /**
   * Type parameters in reach, each with what it stands for: an alias's argument (`Nullable<string>`),
   * else its constraint or default. A class's own `T` is read as that, or as Object.
   */
  typeParams: Map<string, TS.TypeNode | undefined>;
}

/** Number fields named for money, and for measures with fractions. */
const MONEY_NAME = /(price|amount|cost|fee|balance|salary|discount|tax|money)s?$/i;
const FRACTION_NAME =
  /^(lat|lng|lon|latitude|longitude)$|(ratio|rate|percent|percentage|temp|temperature|weight)$/i;

/** Utility types whose value is (part of) their first argument's: the nearest Java class is its. */
const SAME_FIELDS = new Set(['Partial', 'Required', 'Readonly', 'Pick', 'Omit', 'NonNullable']);

/** Java type for a TypeScript type node (null and undefined removed). */
function javaTypeOf(type: TS.TypeNode | undefined, name: string, scope: Scope): string {
  if (!type) return 'Object';
  if (ts.isUnionTypeNode(type)) {
    const rest = type.types.filter((t) => !isNullish(t));
    if (rest.length === 1) return javaTypeOf(rest[0], name, scope);
    if (rest.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)))
      return 'String';
    if (rest.every((t) => ts.isLiteralTypeNode(t) && ts.isNumericLiteral(t.literal)))
      return 'Integer';
    return 'Object';
  }
  if (ts.isParenthesizedTypeNode(type)) return javaTypeOf(type.type, name, scope);
  // `readonly string[]`
  if (ts.isTypeOperatorNode(type)) return javaTypeOf(type.type, name, scope);
  if (ts.isArrayTypeNode(type)) return `List<${javaTypeOf(type.elementType, '', scope)}>`;
  if (ts.isLiteralTypeNode(type)) {
    if (ts.isStringLiteral(type.literal)) return 'String';
    if (ts.isNumericLiteral(type.literal)) return 'Integer';
    return 'Boolean';
  }
  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword:
      return 'String';
    case ts.SyntaxKind.NumberKeyword:
      // Ids outgrow int; money and measures have fractions; other numbers are counts that fit.
      if (name === '' || /^id$|Id$|_id$/.test(name)) return 'Long';
      if (MONEY_NAME.test(name)) return 'BigDecimal';
      return FRACTION_NAME.test(name) ? 'Double' : 'Integer';
    case ts.SyntaxKind.BigIntKeyword:
      return 'Long';
    case ts.SyntaxKind.BooleanKeyword:
      return 'Boolean';
    default:
      break;
  }
  if (ts.isTypeReferenceNode(type)) {
    const ref = type.typeName.getText(scope.sf);
    const args = type.typeArguments ?? [];
    if ((ref === 'Array' || ref === 'ReadonlyArray') && args.length === 1)
      return `List<${javaTypeOf(args[0], '', scope)}>`;
    if (ref === 'Date') return 'LocalDateTime';
    if (ref === 'RegExp') return 'String';
    if ((ref === 'Record' || ref === 'Map' || ref === 'ReadonlyMap') && args.length === 2) {
      const key = javaTypeOf(args[0], 'key', scope);
      return `Map<${key === 'Integer' ? 'Integer' : 'String'}, ${javaTypeOf(args[1], '', scope)}>`;
    }
    if (ref === 'Record' || ref === 'Map') return 'Map<String, Object>';
    if ((ref === 'Set' || ref === 'ReadonlySet') && args.length === 1)
      return `Set<${javaTypeOf(args[0], '', scope)}>`;
    // What a field awaits is what it holds once serialised.
    if (ref === 'Promise' && args.length === 1) return javaTypeOf(args[0], name, scope);
    if (SAME_FIELDS.has(ref) && args.length >= 1) return javaTypeOf(args[0], name, scope);
    if (scope.typeParams.has(ref)) {
      const constraint = scope.typeParams.get(ref);
      return constraint ? javaTypeOf(constraint, name, scope) : 'Object';
    }
    const alias = scope.aliases.get(ref);
    if (alias && !scope.resolving.has(ref)) {
      scope.resolving.add(ref);
      const params = ts.isTypeAliasDeclaration(alias.parent) ? alias.parent.typeParameters : [];
      const outer = new Map(scope.typeParams);
      params?.forEach((p, i) => scope.typeParams.set(p.name.text, args[i] ?? boundOf(p)));
      try {
        return javaTypeOf(alias, name, scope);
      } finally {
        scope.resolving.delete(ref);
        scope.typeParams = outer;
      }
    }
    const enumType = scope.enums.get(ref);
    if (enumType) return enumType;
    // A namespaced type (`NodeJS.Timeout`) is no class the generated code has.
    return ref.includes('.') ? 'Object' : ref;
  }
  if (ts.isTypeLiteralNode(type)) return 'Map<String, Object>';
  return 'Object';
}

/** What a type parameter is read as when nothing binds it: its default, else its constraint. */
const boundOf = (p: TS.TypeParameterDeclaration) => p.default ?? p.constraint;

const isNullish = (t: TS.TypeNode) =>
  t.kind === ts.SyntaxKind.UndefinedKeyword ||
  (ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword);

/** `T | null`, `T | undefined`, and aliases of those (`Nullable<string>`, `Maybe<User>`). */
function admitsNull(type: TS.TypeNode | undefined, scope: Scope, seen: Set<string>): boolean {
  if (!type) return false;
  if (ts.isUnionTypeNode(type)) return type.types.some(isNullish);
  if (ts.isParenthesizedTypeNode(type)) return admitsNull(type.type, scope, seen);
  if (!ts.isTypeReferenceNode(type)) return false;
  const ref = type.typeName.getText(scope.sf);
  const alias = scope.aliases.get(ref);
  if (!alias || seen.has(ref)) return false;
  seen.add(ref);
  return admitsNull(alias, scope, seen);
}

/** A class field without a type (`name = ''`, `count = 0`, `at = new Date()`): its value's type. */
function initializerType(value: TS.Expression, name: string): string {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return 'String';
  if (value.kind === ts.SyntaxKind.TrueKeyword || value.kind === ts.SyntaxKind.FalseKeyword)
    return 'Boolean';
  if (ts.isNumericLiteral(value) || ts.isPrefixUnaryExpression(value)) {
    if (/[.eE]/.test(value.getText())) return 'Double';
    return /^id$|Id$|_id$/.test(name) ? 'Long' : 'Integer';
  }
  if (ts.isArrayLiteralExpression(value)) return 'List<Object>';
  if (ts.isNewExpression(value) && value.expression.getText() === 'Date') return 'LocalDateTime';
  return 'Object';
}

/** `A & { … }`, `A & B`: an object type made of others' fields. */
function isObjectIntersection(type: TS.TypeNode): type is TS.IntersectionTypeNode {
  return (
    ts.isIntersectionTypeNode(type) &&
    type.types.every((t) => ts.isTypeLiteralNode(t) || ts.isTypeReferenceNode(t))
  );
}

/** `index`: the field's place among its table's, for a name made when the key gives none. */
function fieldOf(
  member: TS.PropertySignature | TS.PropertyDeclaration,
  scope: Scope,
  index: number,
): RawField | null {
  const { sf } = scope;
  const nameNode = member.name;
  const name =
    ts.isIdentifier(nameNode) || ts.isStringLiteral(nameNode) || ts.isNumericLiteral(nameNode)
      ? nameNode.text
      : null;
  if (name === null) return null;
  const type = member.type;
  const nullable = member.questionToken !== undefined || admitsNull(type, scope, new Set());
  const javaType =
    type === undefined && ts.isPropertyDeclaration(member) && member.initializer
      ? initializerType(member.initializer, name)
      : javaTypeOf(type, name, scope);
  // A reference to another interface is stored as JSON, like a nested JSON object.
  const nested =
    /^[A-Z]\w*$/.test(javaType) &&
    sqlTypeForJava(javaType).sqlType === 'varchar' &&
    javaType !== 'String';
  const { sqlType, length } = nested ? { sqlType: 'json', length: null } : sqlTypeForJava(javaType);
  return {
    columnName: columnNameOfKey(name),
    sqlType,
    length,
    precision: null,
    scale: null,
    nullable,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: commentOf(member, sf),
    // `"content-type"`, `default`, `"+1"`: named as Java can take them.
    propertyName: propertyNameOfKey(name) || `field${index + 1}`,
    javaType,
    tsType: type ? type.getText(sf) : 'unknown',
    line: sf.getLineAndCharacterOfPosition(member.getStart(sf)).line + 1,
  };
}

function tableOf(
  name: string,
  decl: TS.Node,
  members: readonly (TS.TypeElement | TS.ClassElement)[],
  scope: Scope,
): RawTable {
  const { sf } = scope;
  const fields: RawField[] = [];
  const params =
    ts.isInterfaceDeclaration(decl) ||
    ts.isClassDeclaration(decl) ||
    ts.isTypeAliasDeclaration(decl)
      ? (decl.typeParameters ?? [])
      : [];
  scope.typeParams = new Map(params.map((p) => [p.name.text, boundOf(p)]));
  for (const m of members) {
    if (
      ts.isPropertyDeclaration(m) &&
      m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)
    )
      continue;
    if (ts.isPropertySignature(m) || ts.isPropertyDeclaration(m)) {
      const field = fieldOf(m, scope, fields.length);
      if (field) fields.push(field);
    }
  }
  distinctNames(fields);
  markIdKey(fields);
  return {
    tableName: toSnakeCase(name) || name,
    className: name,
    comment: commentOf(decl, sf),
    fields,
    line: sf.getLineAndCharacterOfPosition(decl.getStart(sf)).line + 1,
  };
}

/**
 * Each table with parents in the same file gets their fields first (`extends` chains followed;
 * a field the child declares again is the child's). A parent from elsewhere adds nothing.
 */
function inheritFields(tables: RawTable[], parents: Map<RawTable, string[]>): void {
  const byName = new Map(tables.map((t) => [t.className ?? t.tableName, t]));
  const done = new Set<RawTable>();
  const complete = (table: RawTable, path: Set<RawTable>): void => {
    if (done.has(table) || path.has(table)) return;
    path.add(table);
    const inherited: RawField[] = [];
    for (const name of parents.get(table) ?? []) {
      const parent = byName.get(name);
      if (!parent) continue;
      complete(parent, path);
      inherited.push(...parent.fields.map((f) => ({ ...f })));
    }
    const own = new Set(table.fields.map((f) => f.columnName));
    table.fields = [...inherited.filter((f) => !own.has(f.columnName)), ...table.fields];
    distinctNames(table.fields);
    done.add(table);
  };
  for (const table of parents.keys()) complete(table, new Set());
}

export const readTypeScript: Reader = (text) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  try {
    loadCompiler();
    const sf = ts.createSourceFile(
      'input.ts',
      text,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TS,
    );
    const scope: Scope = {
      sf,
      aliases: new Map(),
      enums: new Map(),
      resolving: new Set(),
      typeParams: new Map(),
    };
    const declare = (node: TS.Node): void => {
      if (
        ts.isTypeAliasDeclaration(node) &&
        !ts.isTypeLiteralNode(node.type) &&
        !isObjectIntersection(node.type)
      ) {
        scope.aliases.set(node.name.text, node.type);
      } else if (ts.isEnumDeclaration(node)) {
        const numeric = node.members.every(
          (m) => !m.initializer || ts.isNumericLiteral(m.initializer),
        );
        scope.enums.set(node.name.text, numeric ? 'Integer' : 'String');
      }
      ts.forEachChild(node, declare);
    };
    declare(sf);
    // Parents' names, by table, for `interface Point extends Geometry`.
    const parents = new Map<RawTable, string[]>();
    const visit = (node: TS.Node): void => {
      let table: RawTable | undefined;
      if (ts.isInterfaceDeclaration(node)) {
        table = tableOf(node.name.text, node, node.members, scope);
      } else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) {
        table = tableOf(node.name.text, node, node.type.members, scope);
      } else if (ts.isTypeAliasDeclaration(node) && isObjectIntersection(node.type)) {
        // `type Detail = Item & { extra: string }`: the literal's fields, and Item's as a parent's.
        const parts = node.type.types;
        const members = parts.flatMap((t) => (ts.isTypeLiteralNode(t) ? [...t.members] : []));
        table = tableOf(node.name.text, node, members, scope);
        const named = parts.flatMap((t) =>
          ts.isTypeReferenceNode(t) ? [t.typeName.getText(sf)] : [],
        );
        if (named.length > 0) parents.set(table, named);
      } else if (ts.isClassDeclaration(node) && node.name) {
        table = tableOf(node.name.text, node, node.members, scope);
      }
      if (table) {
        result.tables.push(table);
        const heritage = (
          ts.isInterfaceDeclaration(node) || ts.isClassDeclaration(node)
            ? (node.heritageClauses ?? [])
            : []
        ).filter((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
        const names = heritage.flatMap((h) => h.types.map((t) => t.expression.getText(sf)));
        if (names.length > 0) parents.set(table, names);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
    inheritFields(result.tables, parents);
    // Syntax errors are kept on the source file, though not in its public typings.
    const parseDiagnostics =
      (sf as unknown as { parseDiagnostics?: TS.DiagnosticWithLocation[] }).parseDiagnostics ?? [];
    for (const d of parseDiagnostics) {
      const { line, character } = sf.getLineAndCharacterOfPosition(d.start);
      result.diagnostics.push({
        line: line + 1,
        column: character + 1,
        message: ts.flattenDiagnosticMessageText(d.messageText, ' '),
      });
    }
  } catch (error) {
    result.diagnostics.push({
      line: 1,
      column: 1,
      message: `TypeScript could not be read: ${String(error)}`,
    });
  }
  if (result.tables.length === 0) {
    result.diagnostics.push({ line: 1, column: 1, message: 'No interface, type or class found' });
  }
  return result;
};
