import fc from 'fast-check';
import type { Reader } from '../types';
import {
  readCsv,
  readHtml,
  readJava,
  readJson,
  readMarkdown,
  readPlain,
  readTsv,
  readTypeScript,
} from './index';

const readers: Record<string, Reader> = {
  readJson,
  readJava,
  readTypeScript,
  readMarkdown,
  readHtml,
  readCsv,
  readTsv,
  readPlain,
};

const samples = [
  '{"id": 1, "owner": {"login": "a"}, "labels": [{"name": "x"}]}',
  '@TableName("t")\npublic class A {\n  /** c */\n  @TableId(type = IdType.AUTO)\n  private Long id; // x\n}',
  'interface A {\n  /** c */\n  id?: number | null;\n}',
  '## t_user 用户\n\n| 字段名 | 类型 | 注释 |\n| --- | --- | --- |\n| id | bigint | 主键 |',
  '<h2>t 表</h2><table><tr><th>name</th><th>type</th></tr><tr><td>id</td><td>int</td></tr></table>',
  'name,type,comment\nid,"decimal(10,2)",x',
  "user\nid bigint not null comment 'a, b'\nname: String // n",
];

/** Real inputs cut short and with random characters spliced in. */
const mutated = fc
  .tuple(
    fc.constantFrom(...samples),
    fc.nat(),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...'{}[]()<>"\'`/*@|,;:=\n\t \\#-'.split(''))), {
      maxLength: 8,
    }),
  )
  .map(([text, cut, edits]) => {
    let s = text.slice(0, (cut % (text.length + 1)) + 1);
    for (const [at, c] of edits) {
      const p = at % (s.length + 1);
      s = s.slice(0, p) + c + s.slice(p);
    }
    return s;
  });

describe.each(Object.entries(readers))('%s', (_name, read) => {
  it('never throws and always answers, on random and mutated input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), mutated), (text) => {
        const result = read(text);
        expect(Array.isArray(result.tables)).toBe(true);
        for (const d of result.diagnostics) {
          expect(d.line).toBeGreaterThanOrEqual(1);
          expect(d.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
