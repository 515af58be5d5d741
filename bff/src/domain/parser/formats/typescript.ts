import type * as TS from 'typescript';
import { columnNameOfKey, propertyNameOfKey, toSnakeCase } from '../../naming';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { distinctNames } from './distinctNames';
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

/** Java type for a TypeScript type node (null and undefined removed). */
function javaTypeOf(type: TS.TypeNode | undefined, name: string, sf: TS.SourceFile): string {
  if (!type) return 'Object';
  if (ts.isUnionTypeNode(type)) {
    const rest = type.types.filter((t) => !isNullish(t));
    if (rest.length === 1) return javaTypeOf(rest[0], name, sf);
    if (rest.every((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)))
      return 'String';
    if (rest.every((t) => ts.isLiteralTypeNode(t) && ts.isNumericLiteral(t.literal)))
      return 'Integer';
    return 'Object';
  }
  if (ts.isParenthesizedTypeNode(type)) return javaTypeOf(type.type, name, sf);
  if (ts.isArrayTypeNode(type)) return `List<${javaTypeOf(type.elementType, '', sf)}>`;
  if (ts.isLiteralTypeNode(type)) {
    if (ts.isStringLiteral(type.literal)) return 'String';
    if (ts.isNumericLiteral(type.literal)) return 'Integer';
    return 'Boolean';
  }
  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword:
      return 'String';
    case ts.SyntaxKind.NumberKeyword:
      // Ids outgrow int; other numbers are counts and amounts that usually fit.
      return name === '' || /^id$|Id$|_id$/.test(name) ? 'Long' : 'Integer';
    case ts.SyntaxKind.BigIntKeyword:
      return 'Long';
    case ts.SyntaxKind.BooleanKeyword:
      return 'Boolean';
    default:
      break;
  }
  if (ts.isTypeReferenceNode(type)) {
    const ref = type.typeName.getText(sf);
    const args = type.typeArguments ?? [];
    if ((ref === 'Array' || ref === 'ReadonlyArray') && args.length === 1)
      return `List<${javaTypeOf(args[0], '', sf)}>`;
    if (ref === 'Date') return 'LocalDateTime';
    if (ref === 'Record' || ref === 'Map') return 'Map<String, Object>';
    return ref;
  }
  if (ts.isTypeLiteralNode(type)) return 'Map<String, Object>';
  return 'Object';
}

const isNullish = (t: TS.TypeNode) =>
  t.kind === ts.SyntaxKind.UndefinedKeyword ||
  (ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword);

/** `index`: the field's place among its table's, for a name made when the key gives none. */
function fieldOf(
  member: TS.PropertySignature | TS.PropertyDeclaration,
  sf: TS.SourceFile,
  index: number,
): RawField | null {
  const nameNode = member.name;
  const name =
    ts.isIdentifier(nameNode) || ts.isStringLiteral(nameNode) || ts.isNumericLiteral(nameNode)
      ? nameNode.text
      : null;
  if (name === null) return null;
  const type = member.type;
  const nullable =
    member.questionToken !== undefined ||
    (type !== undefined && ts.isUnionTypeNode(type) && type.types.some(isNullish));
  const javaType = javaTypeOf(type, name, sf);
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
  members: TS.NodeArray<TS.TypeElement | TS.ClassElement>,
  sf: TS.SourceFile,
): RawTable {
  const fields: RawField[] = [];
  for (const m of members) {
    if (
      ts.isPropertyDeclaration(m) &&
      m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword)
    )
      continue;
    if (ts.isPropertySignature(m) || ts.isPropertyDeclaration(m)) {
      const field = fieldOf(m, sf, fields.length);
      if (field) fields.push(field);
    }
  }
  distinctNames(fields);
  return {
    tableName: toSnakeCase(name) || name,
    className: name,
    comment: commentOf(decl, sf),
    fields,
    line: sf.getLineAndCharacterOfPosition(decl.getStart(sf)).line + 1,
  };
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
    const visit = (node: TS.Node): void => {
      if (ts.isInterfaceDeclaration(node)) {
        result.tables.push(tableOf(node.name.text, node, node.members, sf));
      } else if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) {
        result.tables.push(tableOf(node.name.text, node, node.type.members, sf));
      } else if (ts.isClassDeclaration(node) && node.name) {
        result.tables.push(tableOf(node.name.text, node, node.members, sf));
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
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
