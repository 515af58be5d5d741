import { toSnakeCase } from '../../naming';

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

/**
 * Table name and comment from the heading, caption or line before a table; without one, the file's
 * name (`fileName`, already a table name) or `table_<index>`.
 */
export function titleToName(
  title: string,
  index: number,
  fileName?: string,
): { tableName: string; comment: string } {
  const text = title
    .replace(/[`*~]+/g, '')
    .replace(/^\s*#+\s*/, '')
    .replace(/^\s*(表名|表|table(\s*name)?)\s*[:：]\s*/i, '')
    .trim();
  const fallback = untitledName(index, fileName);
  if (text === '') return { tableName: fallback, comment: '' };
  // 用户表 (user_account) / 用户表（user_account）
  const paren = /^(.*?)\s*[(（]\s*([A-Za-z_][\w.$]*)\s*[)）]\s*$/.exec(text);
  if (paren) return { tableName: unqualified(paren[2]), comment: paren[1].trim() };
  // user_account 用户表 / user_account - 用户表 / user_account: 用户表
  const lead = /^([A-Za-z_][\w.$]*)(?:\s*[-:：—]\s*|\s+|$)(.*)$/.exec(text);
  if (lead) return { tableName: unqualified(lead[1]), comment: lead[2].trim() };
  // 用户表 user_account
  const trail = /^(.*\S)\s+([A-Za-z_][\w.$]*)$/.exec(text);
  if (trail) return { tableName: unqualified(trail[2]), comment: trail[1].trim() };
  return { tableName: fallback, comment: text };
}

const unqualified = (name: string) => name.slice(name.lastIndexOf('.') + 1);
