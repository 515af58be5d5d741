/** Table name and comment from the heading, caption or line before a table. */
export function titleToName(title: string, index: number): { tableName: string; comment: string } {
  const text = title
    .replace(/[`*~]+/g, '')
    .replace(/^\s*#+\s*/, '')
    .replace(/^\s*(表名|表|table(\s*name)?)\s*[:：]\s*/i, '')
    .trim();
  const fallback = `table_${index}`;
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
