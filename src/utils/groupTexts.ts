import type { TemplateGroup } from '@/contract/template';
import { BUILTIN_ID_PREFIX } from '@/contract/template';
import zhCN, { type BuiltinGroupTexts } from '@/locales/zh-CN/builtinGroups';

const byLocale: Record<string, Record<string, BuiltinGroupTexts>> = { 'zh-CN': zhCN };

/**
 * The group with its description and option texts in `locale` when it is a built-in group with a
 * translation; own groups and untranslated texts stay as their author wrote them.
 */
export function localizeGroup(group: TemplateGroup, locale: string): TemplateGroup {
  if (!group.builtIn) return group;
  const texts = byLocale[locale]?.[group.id.slice(BUILTIN_ID_PREFIX.length)];
  if (!texts) return group;
  return {
    ...group,
    description: texts.description,
    options: group.options.map((option) => {
      const own = texts.options[option.key];
      if (!own) return option;
      return {
        ...option,
        label: own.label,
        ...(own.description ? { description: own.description } : {}),
        ...(option.choices
          ? {
              choices: option.choices.map((c) => ({
                ...c,
                label: own.choices?.[c.value] ?? c.label,
              })),
            }
          : {}),
      };
    }),
  };
}
