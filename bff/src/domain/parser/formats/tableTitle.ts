import { toSnakeCase } from '../../naming';
import { decodeEntities } from './entities';

/** `sample.csv` → `sample`, `Order Items (2).xlsx` → `order_items_2`: a file's name as a table name. */
export function fileTableName(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(/[^\p{L}\p{N}_]+/gu, ' ').trim();
  return toSnakeCase(stem) || stem;
}

/** The name of the `index`-th table the content leaves unnamed: the file's name, else `table_<n>`. */
export function untitledName(index: number, fileName?: string): string {
  if (!fileName) return `table_${index}`;
  return index === 1 ? fileName : `${fileName}_${index}`;
}

/** Section numbers before a heading's text: `3.1 `, `1. `, `二、`. */
const NUMBERING = /^(?:\d+(?:\.\d+)*(?:[.、．)）]\s*|\s+)|[一二三四五六七八九十]+[、.．]\s*)/;
/** The command line above pasted `DESCRIBE t` / `SHOW COLUMNS FROM t` output. */
const DESCRIBE =
  /^(?:[\w\s[\]()-]*>\s*)?(?:desc(?:ribe)?|explain|show\s+(?:full\s+)?(?:columns|fields)\s+(?:from|in))\s+[`"[]?([\w.$]+)[`"\]]?\s*;?$/i;

/** Inline HTML tags Markdown docs put in titles (screw's `<a id="t_user">t_user</a>`). */
const INLINE_TAG =
  /<\/?(?:a|b|big|code|del|div|em|font|i|img|label|mark|p|s|small|span|strong|sub|sup|u)\b[^<>]*>/gi;

/** A title's text without its markup: tags dropped, `<br>` a space, entities decoded. */
function plainText(title: string): string {
  return decodeEntities(title.replace(/<br\s*\/?>/gi, ' ').replace(INLINE_TAG, ''));
}

/** Headings that say a table's columns follow, not which table: the heading above names it. */
const GENERIC = new Set([
  'columns',
  'column list',
  'fields',
  'field list',
  'properties',
  'attributes',
  'structure',
  'table structure',
  'schema',
  '字段',
  '字段列表',
  '字段说明',
  '字段信息',
  '字段定义',
  '字段明细',
  '表结构',
  '表字段',
  '列信息',
  '数据列',
  '结构',
]);
/** An English sentence (`The table below lists the columns.`): prose, whose first word is no name. */
const SENTENCE = /^[A-Z][a-z]*(?:\s+[a-z][\w'’-]*,?){3,}.*[.:!。：]$/;
/** A sentence about the table's layout rather than its content: no comment either. */
const META = /\b(below|above|following|follows|lists?|columns?|fields?)\b/i;

interface Title {
  tableName: string | null;
  comment: string;
  /** A generic heading or a sentence: the table is named further up, if anywhere. */
  vague?: boolean;
}

/** The table name a title gives (null when it gives none) and the rest of it as the comment. */
export function readTitle(title: string): Title {
  const text = plainText(title)
    .replace(/[`*~]+/g, '')
    .replace(/^\s*#+\s*/, '')
    // 表名：x, 表 1：x, Table 2: x
    .replace(/^\s*(表名|表|table(\s*name)?)\s*(\d+(\.\d+)*)?\s*[:：]\s*/i, '')
    .trim()
    .replace(NUMBERING, '');
  if (text === '') return { tableName: null, comment: '' };
  if (
    GENERIC.has(
      text
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .replace(/[:：]$/, ''),
    )
  )
    return { tableName: null, comment: '', vague: true };
  if (SENTENCE.test(text))
    return { tableName: null, comment: META.test(text) ? '' : text, vague: true };
  const describe = DESCRIBE.exec(text);
  if (describe) return { tableName: unqualified(describe[1]), comment: '' };
  // 用户表 (user_account) / 用户表（user_account）
  const paren = /^(.*?)\s*[(（]\s*([A-Za-z_][\w.$]*)\s*[)）]\s*$/.exec(text);
  if (paren) return { tableName: unqualified(paren[2]), comment: paren[1].trim() };
  // user_account 用户表 / user_account - 用户表 / user_account: 用户表 / users表 / sys_user (用户表) /
  // userInfo(用户基本信息表)
  const lead =
    /^([A-Za-z_][\w.$]*)(?:表(?:结构|字段|定义)?)?(?:\s*[-:：—]\s*|\s+|$|(?=[(（]))(.*)$/.exec(
      text,
    );
  if (lead)
    return {
      tableName: unqualified(lead[1]),
      comment: lead[2].replace(/^[(（](.*)[)）]$/, '$1').trim(),
    };
  // 科目表：course (a label not ending in 表, 请求方式：POST, names nothing)
  const labelled = /^(.*表)\s*[:：]\s*([A-Za-z_][\w.$]*)$/.exec(text);
  if (labelled) return { tableName: unqualified(labelled[2]), comment: labelled[1].trim() };
  // 用户表 user_account
  const trail = /^(.*\S)\s+([A-Za-z_][\w.$]*)$/.exec(text);
  if (trail) return { tableName: unqualified(trail[2]), comment: trail[1].trim() };
  return { tableName: null, comment: text };
}

/**
 * Table name and comment from the heading, caption or line before a table; without one, the file's
 * name (`fileName`, already a table name) or `table_<index>`.
 */
export function titleToName(
  title: string,
  index: number,
  fileName?: string,
): { tableName: string; comment: string } {
  const { tableName, comment } = readTitle(title);
  return { tableName: tableName ?? untitledName(index, fileName), comment };
}

/** What stands between the previous table (or the start) and a table: the last heading, then the lines after it. */
export interface TitleContext {
  heading: string;
  lines: string[];
  /** Headings above `heading` that have named no table yet, nearest first. */
  outer?: string[];
}

const LABELLED = /^([^:：]{1,16}?)\s*[:：]\s*(.*)$/;
const NAME_LABEL = /^(表名|表名称|table\s*name|table)$/i;
const COMMENT_LABEL = /^(表?(说明|描述|注释|备注)|表中文名|comment|description|table\s*comment)$/i;
const IDENTIFIER = /^[A-Za-z_][\w.$]*$/;

/** A line above a table: `表名：x`, `说明：x`, a bare label (`数据列：`) or other text. */
function classify(line: string): { kind: 'name' | 'comment' | 'label' | 'text'; value: string } {
  const text = plainText(line)
    .replace(/[`*~]+/g, '')
    .replace(/^\s*(?:[-+>]\s+)+/, '')
    .trim();
  const m = LABELLED.exec(text);
  if (m && NAME_LABEL.test(m[1])) return { kind: 'name', value: m[2] };
  if (m && COMMENT_LABEL.test(m[1])) return { kind: 'comment', value: m[2] };
  // A bare label (`数据列：`, `字段如下：`) introduces the table without naming it.
  if (m && m[2] === '' && !IDENTIFIER.test(m[1])) return { kind: 'label', value: '' };
  return { kind: 'text', value: text };
}

/** Whether a line is a labelled one (`表名：x`, `**表说明**: x`, `数据列：`) rather than free text. */
export const isLabelLine = (line: string): boolean => classify(line).kind !== 'text';

/** Whether a line names a table (`表名：sys_user`), which is never a `name: type` field line. */
export const isTableNameLine = (line: string): boolean => classify(line).kind === 'name';

/**
 * Table name and comment from what precedes a table. Database doc generators (screw) write labelled
 * lines (`**表名：** book`, `**说明：** 书本信息表`, `**数据列：**`) and hand-written docs a heading
 * with a description under it, so the name comes from a `表名：` line, else the line just before the
 * table, else the heading; the comment from the line that names the table, else a `说明：` line.
 */
export function tableTitle(
  context: TitleContext,
  index: number,
  fileName?: string,
): { tableName: string; comment: string } {
  let named = '';
  let described = '';
  let last = '';
  for (const line of context.lines) {
    const { kind, value } = classify(line);
    if (kind === 'name') named = value || named;
    else if (kind === 'comment') described = value || described;
    last = kind === 'text' ? value : '';
  }
  const sources = [named, last, context.heading].filter((t) => t !== '').map(readTitle);
  let source = sources.find((s) => s.tableName !== null);
  // Under a generic heading (`## Columns`) or after a sentence, the heading above names the table.
  if (!source && sources.some((s) => s.vague))
    source = (context.outer ?? []).map(readTitle).find((s) => s.tableName !== null);
  const comment = [source?.comment, described, ...sources.map((s) => s.comment)].find((c) => c);
  return {
    tableName: source?.tableName ?? untitledName(index, fileName),
    comment: comment ?? '',
  };
}

const unqualified = (name: string) => name.slice(name.lastIndexOf('.') + 1);
