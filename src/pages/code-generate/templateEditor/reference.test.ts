import { standardFilters, templateFilters, templateVariables } from '@/contract/templateReference';
import { templateReferenceZh } from '@/contract/templateReferenceZh';
import { localizedReference } from './reference';

const chinese = /[\u4e00-\u9fff]/;

test('every variable, filter and section has its Chinese text, and none is left over', () => {
  const zh = templateReferenceZh;
  const variables = templateVariables.flatMap((s) => s.entries.map((e) => e.name));
  expect(Object.keys(zh.variables).sort()).toEqual([...variables].sort());
  expect(Object.keys(zh.filters).sort()).toEqual(templateFilters.map((f) => f.name).sort());
  expect(Object.keys(zh.standardFilters).sort()).toEqual(standardFilters.map((f) => f.name).sort());
  expect(Object.keys(zh.sections).sort()).toEqual(templateVariables.map((s) => s.key).sort());
});

test('in Chinese the guide table describes in Chinese; names, types and examples stay code', () => {
  const zh = localizedReference('zh-CN');
  const en = localizedReference('en-US');
  expect(zh.variableSections.map((s) => s.key)).toEqual(en.variableSections.map((s) => s.key));
  for (const section of zh.variableSections) expect(section.description).toMatch(chinese);
  const code = (e: { name: string; type: string; example: string; output: string }) => [
    e.name,
    e.type,
    e.example,
    e.output,
  ];
  expect(zh.variableReference.map(code)).toEqual(en.variableReference.map(code));
  expect(zh.filterReference.map(code)).toEqual(en.filterReference.map(code));
  for (const entry of [...zh.variableReference, ...zh.standardFilterReference]) {
    expect([entry.name, entry.description]).toEqual([entry.name, expect.stringMatching(chinese)]);
  }
  expect(en.variableReference[0].description).toBe('The table name as written.');
});
