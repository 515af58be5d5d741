import { toSnakeCase } from '../../naming';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { sqlTypeForJava, tsTypeForJava } from './sqlTypeText';

/** A tolerant scanner over Java source: enough to find classes, fields, annotations and comments. */
interface Tok {
  kind: 'id' | 'str' | 'num' | 'punct' | 'doc' | 'line' | 'at';
  text: string;
  line: number;
}

/** Java's escapes in a string literal (`\u7528`, `\n`, `\"`). */
function unescapeJava(text: string): string {
  return text.replace(/\\(u+[0-9a-fA-F]{4}|[0-7]{1,3}|.)/g, (_m, e: string) => {
    if (e[0] === 'u') return String.fromCharCode(parseInt(e.slice(-4), 16));
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    return (
      ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', s: ' ' } as Record<string, string>)[e] ?? e
    );
  });
}

/**
 * Java reads `\uXXXX` anywhere in a source (Chinese javadoc is often written so); control
 * characters stay escaped, so no line break is made and line numbers hold.
 */
const decodeUnicodeEscapes = (src: string) =>
  src.replace(/(?<!\\)\\u+([0-9a-fA-F]{4})/g, (m, hex: string) => {
    const code = parseInt(hex, 16);
    return code < 0x20 || code === 0x22 || code === 0x27 || code === 0x5c
      ? m
      : String.fromCharCode(code);
  });

function tokenize(source: string): Tok[] {
  const src = source.includes('\\u') ? decodeUnicodeEscapes(source) : source;
  const toks: Tok[] = [];
  let line = 1;
  let i = 0;
  const n = src.length;
  const advanceLines = (from: number, to: number) => {
    for (let k = src.indexOf('\n', from); k !== -1 && k < to; k = src.indexOf('\n', k + 1)) line++;
  };
  while (i < n) {
    const c = src[i];
    if (c === '\n') {
      line++;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\f') {
      i++;
    } else if (c === '/' && src[i + 1] === '/') {
      let end = src.indexOf('\n', i);
      if (end === -1) end = n;
      toks.push({ kind: 'line', text: src.slice(i + 2, end).trim(), line });
      i = end;
    } else if (c === '/' && src[i + 1] === '*') {
      let end = src.indexOf('*/', i + 2);
      end = end === -1 ? n : end + 2;
      if (src[i + 2] === '*' && src[i + 3] !== '/')
        toks.push({ kind: 'doc', text: src.slice(i + 3, end - 2), line });
      advanceLines(i, end);
      i = end;
    } else if (c === '"' || c === "'") {
      const block = c === '"' && src.startsWith('"""', i);
      const close = block ? '"""' : c;
      let j = i + close.length;
      while (j < n && !src.startsWith(close, j) && (block || src[j] !== '\n'))
        j += src[j] === '\\' ? 2 : 1;
      const text = unescapeJava(src.slice(i + close.length, Math.min(j, n)));
      toks.push({ kind: 'str', text, line });
      const end = Math.min(j + close.length, n);
      advanceLines(i, end);
      i = end;
    } else if (c === '@' && /[A-Za-z_]/.test(src[i + 1] ?? '')) {
      let j = i + 1;
      while (j < n && /[\w$.]/.test(src[j])) j++;
      toks.push({ kind: 'at', text: src.slice(i + 1, j).replace(/^.*\./, ''), line });
      i = j;
    } else if (/[A-Za-z_$\u0080-\uffff]/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w$\u0080-\uffff]/.test(src[j])) j++;
      toks.push({ kind: 'id', text: src.slice(i, j), line });
      i = j;
    } else if (/\d/.test(c)) {
      let j = i + 1;
      while (j < n && /[\w.]/.test(src[j])) j++;
      toks.push({ kind: 'num', text: src.slice(i, j), line });
      i = j;
    } else {
      toks.push({ kind: 'punct', text: c, line });
      i++;
    }
  }
  return toks;
}

interface Annotation {
  name: string;
  args: Record<string, string>;
}

const MODIFIERS = new Set([
  'public',
  'private',
  'protected',
  'static',
  'final',
  'transient',
  'volatile',
  'abstract',
  'synchronized',
  'native',
  'default',
  'sealed',
  'strictfp',
]);
const PRIMITIVES = new Set(['int', 'long', 'short', 'byte', 'double', 'float', 'boolean', 'char']);
const CLASS_WORDS = new Set(['class', 'record', 'enum', 'interface']);

function docText(raw: string): string {
  const lines = raw.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim());
  const text = lines
    .filter((l) => l !== '' && !l.startsWith('@'))
    .join(' ')
    .replace(/\{@(?:link|linkplain|code)\s+([^}]*)\}/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim();
  if (text) return text;
  // Generated classes (jeecg) say what they are in a tag: `@Description: 定时任务在线管理`.
  const described = lines.find((l) => /^@description\b/i.test(l));
  return described ? described.replace(/^@description\s*:?\s*/i, '').trim() : '';
}

/** A name written quoted to escape a reserved word: `` `desc` ``, `"order"`, `[key]`. */
const unquoted = (name: string | undefined) =>
  name === undefined ? undefined : name.replace(/^([`"[])(.*)([`"\]])$/, '$2');

/** A line comment that is code put aside (`// private String old;`), not a note on a field. */
const COMMENTED_OUT = /^(@\w|(public|private|protected|static|final|return|if|for)\b)|[;{}]\s*$/;

class JavaScanner {
  private i = 0;
  readonly tables: RawTable[] = [];
  constructor(private readonly toks: Tok[]) {}

  private peek(k = 0): Tok | undefined {
    return this.toks[this.i + k];
  }

  /** Skips a balanced group starting at the current open bracket; returns the tokens inside. */
  private group(open: string, close: string): Tok[] {
    const start = this.i + 1;
    let depth = 0;
    for (; this.i < this.toks.length; this.i++) {
      const t = this.toks[this.i];
      if (t.kind !== 'punct') continue;
      if (t.text === open) depth++;
      else if (t.text === close && --depth === 0) {
        this.i++;
        return this.toks.slice(start, this.i - 1);
      }
    }
    return this.toks.slice(start);
  }

  private annotation(): Annotation {
    const name = (this.toks[this.i++] as Tok).text;
    const args: Record<string, string> = {};
    if (this.peek()?.text === '(') {
      const inner = this.group('(', ')');
      let key = 'value';
      let parts: string[] = [];
      let depth = 0;
      const flush = () => {
        if (parts.length > 0) args[key] = parts.join('');
        key = 'value';
        parts = [];
      };
      inner.forEach((t, k) => {
        // `"状态：" + "0正常"`: one string.
        if (
          depth === 0 &&
          t.kind === 'punct' &&
          t.text === '+' &&
          inner[k - 1]?.kind === 'str' &&
          inner[k + 1]?.kind === 'str'
        )
          return;
        if (t.kind === 'punct' && '({['.includes(t.text)) depth++;
        if (t.kind === 'punct' && ')}]'.includes(t.text)) depth--;
        if (depth === 0 && t.text === ',' && t.kind === 'punct') flush();
        else if (depth === 0 && t.kind === 'id' && inner[k + 1]?.text === '=' && parts.length === 0)
          key = t.text;
        else if (!(depth === 0 && t.text === '=' && t.kind === 'punct' && parts.length === 0))
          parts.push(t.text);
      });
      flush();
    }
    return { name, args };
  }

  run(): void {
    this.body(null, 0);
  }

  /** Reads members until the closing brace of the current body (or the end). */
  private body(table: RawTable | null, depthLimit: number): void {
    let annotations: Annotation[] = [];
    let doc = '';
    let lineComment = '';
    let modifiers: string[] = [];
    const reset = () => {
      annotations = [];
      doc = '';
      lineComment = '';
      modifiers = [];
    };
    while (this.i < this.toks.length) {
      const t = this.toks[this.i];
      if (t.kind === 'doc') {
        doc = docText(t.text);
        this.i++;
      } else if (t.kind === 'line') {
        const previous = this.toks[this.i - 1];
        if (previous && previous.line === t.line) {
          // After `{`, `}` or `;` on its line: about what ends there. `class A { // 用户` names the class.
          if (table && !table.comment && previous.text === '{' && table.fields.length === 0)
            table.comment = t.text;
        } else if (!COMMENTED_OUT.test(t.text)) {
          lineComment = lineComment ? `${lineComment} ${t.text}` : t.text;
        }
        this.i++;
      } else if (t.kind === 'at') {
        if (this.peek(1)?.text === 'interface') {
          this.i++;
          continue;
        }
        annotations.push(this.annotation());
      } else if (t.kind === 'punct' && t.text === '}') {
        this.i++;
        if (depthLimit > 0) return;
      } else if (t.kind === 'punct' && (t.text === ';' || t.text === '{')) {
        if (t.text === '{') this.group('{', '}');
        else this.i++;
        reset();
      } else if (t.kind === 'id' && MODIFIERS.has(t.text)) {
        modifiers.push(t.text);
        this.i++;
      } else if (t.kind === 'id' && CLASS_WORDS.has(t.text) && this.peek(1)?.kind === 'id') {
        this.classDecl(t.text, annotations, doc || lineComment);
        reset();
      } else if (t.kind === 'id' && (t.text === 'package' || t.text === 'import')) {
        while (this.i < this.toks.length && this.toks[this.i].text !== ';') this.i++;
        reset();
      } else if (table && t.kind === 'id') {
        this.member(table, annotations, modifiers, doc, lineComment);
        reset();
      } else {
        this.i++;
      }
    }
  }

  private classDecl(word: string, annotations: Annotation[], comment: string): void {
    this.i++;
    const nameTok = this.toks[this.i++];
    const name = nameTok.text;
    let recordParams: Tok[] | null = null;
    while (this.i < this.toks.length && this.toks[this.i].text !== '{') {
      const t = this.toks[this.i];
      if (t.text === '(' && word === 'record' && recordParams === null)
        recordParams = this.group('(', ')');
      else if (t.text === ';') return;
      else this.i++;
    }
    if (this.i >= this.toks.length) return;
    this.i++;
    const ann = (n: string) => annotations.find((a) => a.name === n);
    const tableName =
      unquoted(ann('TableName')?.args.value) ??
      unquoted(ann('Table')?.args.name) ??
      unquoted(ann('Entity')?.args.name) ??
      toSnakeCase(name);
    const classComment =
      ann('ApiModel')?.args.description ??
      ann('ApiModel')?.args.value ??
      ann('Schema')?.args.description ??
      comment;
    if (word === 'class' || word === 'record') {
      const table: RawTable = {
        tableName,
        className: name,
        comment: classComment,
        fields: [],
        line: nameTok.line,
      };
      this.tables.push(table);
      if (recordParams) this.recordComponents(table, recordParams);
      this.body(table, 1);
    } else {
      // Enum constants and interface members are not fields; nested classes inside still are.
      this.body(null, 1);
    }
  }

  private recordComponents(table: RawTable, params: Tok[]): void {
    const scanner = new JavaScanner([...params, { kind: 'punct', text: ',', line: 0 }]);
    let annotations: Annotation[] = [];
    while (scanner.i < scanner.toks.length) {
      const t = scanner.toks[scanner.i];
      if (t.kind === 'at') annotations.push(scanner.annotation());
      else if (t.kind === 'id') {
        scanner.member(table, annotations, [], '', '', ',');
        annotations = [];
      } else scanner.i++;
    }
  }

  /** A field (`Type name [= …][, name2];`) or a method / constructor, which is skipped. */
  private member(
    table: RawTable,
    annotations: Annotation[],
    modifiers: string[],
    doc: string,
    before: string,
    end = ';',
  ): void {
    const start = this.i;
    // The type: a dotted name, generics, array brackets.
    const typeParts: string[] = [];
    const take = () => typeParts.push((this.toks[this.i++] as Tok).text);
    take();
    while (this.peek()?.text === '.' && this.peek(1)?.kind === 'id') {
      take();
      take();
    }
    if (this.peek()?.text === '<') {
      let depth = 0;
      while (this.i < this.toks.length) {
        const t = this.toks[this.i];
        // Type-use annotations (`List<@NotNull String>`) are no part of the type's name.
        if (t.kind === 'at') {
          this.annotation();
          continue;
        }
        if (t.text === '<') depth++;
        if (t.text === '>') depth--;
        typeParts.push(t.text === ',' ? ', ' : t.text);
        this.i++;
        if (depth <= 0) break;
      }
    }
    while (this.peek()?.text === '[' && this.peek(1)?.text === ']') {
      take();
      take();
    }
    const names: { name: string; line: number; array: boolean }[] = [];
    let isMethod = false;
    while (this.i < this.toks.length) {
      const t = this.toks[this.i];
      if (t.kind === 'id' && names.length === 0 && this.peek(1)?.text !== '(')
        names.push({ name: t.text, line: t.line, array: false });
      // `int codes[];`: the brackets after the name make it an array.
      if (t.text === '[' && this.peek(1)?.text === ']' && names.length > 0) {
        names[names.length - 1].array = true;
        this.i += 2;
        continue;
      }
      if (t.text === '(' && t.kind === 'punct') {
        isMethod = true;
        break;
      }
      if (t.text === '=' || t.text === ',') {
        if (t.text === '=') this.skipInitializer(end);
        if (this.peek()?.text === ',' && end === ';') {
          this.i++;
          const next = this.peek();
          if (next?.kind === 'id') names.push({ name: next.text, line: next.line, array: false });
          this.i++;
          continue;
        }
        break;
      }
      if (t.text === end || t.text === '{' || t.text === '}') break;
      this.i++;
    }
    if (isMethod) {
      // Skip the parameter list, then the body or the `;` of an abstract method.
      this.group('(', ')');
      while (this.i < this.toks.length && !['{', ';', '}'].includes(this.toks[this.i].text))
        this.i++;
      if (this.peek()?.text === '{') this.group('{', '}');
      else if (this.peek()?.text === ';') this.i++;
      return;
    }
    if (this.peek()?.text === end) this.i++;
    if (this.i === start) this.i++;
    // A trailing `// comment` on the same line belongs to this field.
    const last = names[names.length - 1];
    let trailing = '';
    if (last && this.peek()?.kind === 'line' && this.peek()?.line === last.line) {
      trailing = (this.toks[this.i++] as Tok).text;
    }
    if (modifiers.includes('static') || modifiers.includes('transient')) return;
    const ann = (n: string) => annotations.find((a) => a.name === n);
    if (ann('Transient') || ann('TableField')?.args.exist === 'false') return;
    // JPA: collections of other entities, and the side of a one-to-one that another side maps,
    // are no columns of this table.
    if (
      ann('OneToMany') ||
      ann('ManyToMany') ||
      ann('ElementCollection') ||
      ann('OneToOne')?.args.mappedBy !== undefined
    )
      return;
    const javaType = typeParts.join('');
    for (const { name, line, array } of names) {
      const type = array ? `${javaType}[]` : javaType;
      const field = this.field(name, line, type, ann, doc || trailing || before);
      if (ann('ManyToOne') || ann('OneToOne')) joinColumn(field, name, javaType, ann);
      table.fields.push(field);
    }
  }

  private skipInitializer(end: string): void {
    this.i++;
    let depth = 0;
    // Inside `new HashMap<String, Object>()` a comma separates type arguments, not fields.
    let angles = 0;
    while (this.i < this.toks.length) {
      const t = this.toks[this.i];
      const before = this.toks[this.i - 1];
      if (t.kind === 'punct' && '({['.includes(t.text)) depth++;
      else if (t.kind === 'punct' && ')}]'.includes(t.text)) {
        if (depth === 0) return;
        depth--;
      } else if (
        t.text === '<' &&
        t.kind === 'punct' &&
        before?.kind === 'id' &&
        /^[A-Z]/.test(before.text)
      )
        angles++;
      else if (t.text === '>' && t.kind === 'punct' && angles > 0) angles--;
      else if (depth === 0 && angles === 0 && (t.text === end || t.text === ',' || t.text === ';'))
        return;
      this.i++;
    }
  }

  private field(
    name: string,
    line: number,
    javaType: string,
    ann: (n: string) => Annotation | undefined,
    comment: string,
  ): RawField {
    const column = ann('Column')?.args;
    const id = ann('TableId') ?? ann('Id');
    const num = (v: string | undefined) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : null);
    const { sqlType, length } = sqlTypeForJava(javaType);
    const generated = ann('GeneratedValue')?.args.strategy ?? '';
    const field: RawField = {
      columnName:
        unquoted(ann('TableField')?.args.value) ??
        unquoted(column?.name) ??
        unquoted(ann('TableId')?.args.value) ??
        toSnakeCase(name),
      sqlType,
      length:
        num(column?.length) ?? num(ann('Size')?.args.max) ?? num(ann('Length')?.args.max) ?? length,
      precision: num(column?.precision),
      scale: num(column?.scale),
      nullable: !(
        id ||
        PRIMITIVES.has(javaType) ||
        ann('NotNull') ||
        ann('NonNull') ||
        ann('Nonnull') ||
        ann('NotBlank') ||
        ann('NotEmpty') ||
        column?.nullable === 'false'
      ),
      primaryKey: Boolean(id),
      autoIncrement:
        /AUTO|IDENTITY/.test(ann('TableId')?.args.type ?? '') || /IDENTITY|AUTO/.test(generated),
      unique: column?.unique === 'true',
      defaultValue: null,
      // Hibernate's @Comment is the column's own; Excel export titles (RuoYi, EasyPoi) come last.
      comment:
        ann('Comment')?.args.value ??
        ann('ApiModelProperty')?.args.value ??
        ann('ApiModelProperty')?.args.name ??
        ann('Schema')?.args.description ??
        ann('Schema')?.args.title ??
        (comment || ann('Excel')?.args.name) ??
        '',
      propertyName: name,
      javaType,
      tsType: tsTypeForJava(javaType),
      line,
    };
    if (sqlType === 'decimal' && field.length !== null && field.precision === null)
      field.length = null;
    return field;
  }
}

/** A field declaration on a line of its own: `private Map<String, Object> params = …;`. */
const JAVA_FIELD_LINE =
  /^(?:(?:public|private|protected|static|final|transient|volatile)\s+)+[\w$.]+(?:<.*>)?(?:\[\])*\s+[\w$]+(?:\[\])?\s*(?:=.*)?;\s*(?:\/\/.*)?$/;
/** Comment and annotation lines around pasted fields. */
const JAVA_SIDE_LINE = /^(?:\/\/|\/\*|\*|@)/;

/** Fields copied out of a class without the class: every line a field, a comment or an annotation. */
export function isJavaFieldList(text: string): boolean {
  let fields = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || JAVA_SIDE_LINE.test(line)) continue;
    if (!JAVA_FIELD_LINE.test(line)) return false;
    fields++;
  }
  return fields > 0;
}

/**
 * A `@ManyToOne` / owning `@OneToOne` field is its join column: `@JoinColumn(name = "type_id")`
 * or JPA's default `<field>_id`, holding the other entity's id (a Long unless it says otherwise).
 */
function joinColumn(
  field: RawField,
  name: string,
  entity: string,
  ann: (n: string) => Annotation | undefined,
): void {
  const join = ann('JoinColumn')?.args;
  field.columnName = unquoted(join?.name) ?? `${toSnakeCase(name)}_id`;
  field.propertyName = undefined;
  field.sqlType = 'bigint';
  field.length = null;
  field.javaType = 'Long';
  field.tsType = 'number';
  field.nullable = join?.nullable !== 'false' && ann('ManyToOne')?.args.optional !== 'false';
  field.foreignKey = {
    table: toSnakeCase(entity.replace(/^.*\./, '')),
    column: unquoted(join?.referencedColumnName) ?? '',
  };
}

export const readJava: Reader = (text) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  try {
    let scanner = new JavaScanner(tokenize(text));
    scanner.run();
    // Fields copied without their class: read as the members of one (on the first line, so line
    // numbers hold), named as pasted text is (`data`).
    if (scanner.tables.length === 0 && isJavaFieldList(text)) {
      scanner = new JavaScanner(tokenize(`class Data { ${text}\n}`));
      scanner.run();
    }
    result.tables = scanner.tables;
  } catch (error) {
    // The scanner only walks forward over its tokens; this guards against what it did not foresee.
    result.diagnostics.push({
      line: 1,
      column: 1,
      message: `Java could not be read: ${String(error)}`,
    });
  }
  if (result.tables.length === 0 && result.diagnostics.length === 0) {
    result.diagnostics.push({ line: 1, column: 1, message: 'No Java class found' });
  }
  return result;
};
