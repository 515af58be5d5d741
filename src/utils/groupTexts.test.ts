import { listBuiltinGroups } from '../../bff/src/domain/generator';
import zhCN from '@/locales/zh-CN/builtinGroups';
import { localizeGroup } from './groupTexts';

const groups = listBuiltinGroups();
const chinese = /[\u4e00-\u9fff]/;

test('every built-in group and option has its Chinese texts', () => {
  const missing: string[] = [];
  for (const group of groups) {
    const key = group.id.replace('builtin:', '');
    const texts = zhCN[key];
    if (!texts) {
      missing.push(key);
      continue;
    }
    for (const option of group.options) {
      if (!texts.options[option.key]) missing.push(`${key}.${option.key}`);
      else if (option.description && !texts.options[option.key].description) {
        missing.push(`${key}.${option.key}.description`);
      }
    }
  }
  expect(missing).toEqual([]);
  // No texts for groups that do not exist (a renamed key would leave English behind).
  expect(Object.keys(zhCN).sort()).toEqual(groups.map((g) => g.id.replace('builtin:', '')).sort());
});

test('in Chinese a built-in group shows Chinese description, option labels and hints', () => {
  const pojo = groups.find((g) => g.id === 'builtin:java-pojo')!;
  const shown = localizeGroup(pojo, 'zh-CN');
  expect(shown.description).toMatch(chinese);
  const style = shown.options.find((o) => o.key === 'style');
  expect(style?.label).toBe('风格');
  expect(style?.choices?.find((c) => c.value === 'record')?.label).toBe('Java record（16+）');
  expect(shown.options.find((o) => o.key === 'wrapperTypes')?.description).toMatch(chinese);
  // Values, keys and defaults are what templates read: they never change.
  expect(shown.options.map((o) => [o.key, o.default, o.choices?.map((c) => c.value)])).toEqual(
    pojo.options.map((o) => [o.key, o.default, o.choices?.map((c) => c.value)]),
  );
  expect(localizeGroup(pojo, 'en-US')).toBe(pojo);
});

test('own groups stay as their author wrote them', () => {
  const own = { ...groups[0], id: '7', builtIn: false };
  expect(localizeGroup(own, 'zh-CN')).toBe(own);
});
