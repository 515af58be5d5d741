import { toSnakeCase } from '../../naming';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { sqlTypeForJava, tsTypeForJava } from './sqlTypeText';

/** A tolerant scanner over Java source: enough to find classes, fields, annotations and comments. */
interface Tok {
  kind: 'id' | 'str' | 'num' | 'punct' | 'doc' | 'line' | 'at';
  text: string;
  line: number;
}

function tokenize(src: string): Tok[] {
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
      const text = src.slice(i + close.length, Math.min(j, n)).replace(/\\(.)/g, '$1');
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
  return raw
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('@'))
    .join(' ')
    .replace(/<[^>]+>/g, '')
    .trim();
}

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
        lineComment = lineComment ? `${lineComment} ${t.text}` : t.text;
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
      ann('TableName')?.args.value ??
      ann('Table')?.args.name ??
      ann('Entity')?.args.name ??
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
    const names: { name: string; line: number }[] = [];
    let isMethod = false;
    while (this.i < this.toks.length) {
      const t = this.toks[this.i];
      if (t.kind === 'id' && names.length === 0 && this.peek(1)?.text !== '(')
        names.push({ name: t.text, line: t.line });
      if (t.text === '(' && t.kind === 'punct') {
        isMethod = true;
        break;
      }
      if (t.text === '=' || t.text === ',') {
        if (t.text === '=') this.skipInitializer(end);
        if (this.peek()?.text === ',' && end === ';') {
          this.i++;
          const next = this.peek();
          if (next?.kind === 'id') names.push({ name: next.text, line: next.line });
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
    const javaType = typeParts.join('');
    for (const { name, line } of names) {
      table.fields.push(this.field(name, line, javaType, ann, doc || trailing || before));
    }
  }

  private skipInitializer(end: string): void {
    this.i++;
    let depth = 0;
    while (this.i < this.toks.length) {
      const t = this.toks[this.i];
      if (t.kind === 'punct' && '({['.includes(t.text)) depth++;
      else if (t.kind === 'punct' && ')}]'.includes(t.text)) {
        if (depth === 0) return;
        depth--;
      } else if (depth === 0 && (t.text === end || t.text === ',' || t.text === ';')) return;
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
        ann('TableField')?.args.value ??
        column?.name ??
        ann('TableId')?.args.value ??
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
        ann('NotBlank') ||
        ann('NotEmpty') ||
        column?.nullable === 'false'
      ),
      primaryKey: Boolean(id),
      autoIncrement:
        /AUTO|IDENTITY/.test(ann('TableId')?.args.type ?? '') || /IDENTITY|AUTO/.test(generated),
      unique: column?.unique === 'true',
      defaultValue: null,
      comment:
        ann('ApiModelProperty')?.args.value ??
        ann('ApiModelProperty')?.args.name ??
        ann('Schema')?.args.description ??
        comment,
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

export const readJava: Reader = (text) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  try {
    const scanner = new JavaScanner(tokenize(text));
    scanner.run();
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
