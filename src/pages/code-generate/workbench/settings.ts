import type { FormInstance } from 'antd';
import type { TemplateGroup } from '@/contract/template';
import {
  generationSettingsSchema,
  type GenerationSettings,
  type GenerationSettingsInput,
} from '@/contract/text';

/** What the settings form holds (the date is left to the server). */
export interface SettingsFormValues {
  basePackage: string;
  moduleName: string;
  author: string;
  tablePrefixes: string[];
  skipFields: string[];
  options: Record<string, boolean | string>;
}

/** The form's values for some settings, with the group's options over their declared defaults. */
export function formValuesOf(
  settings: GenerationSettingsInput | null,
  group: TemplateGroup | undefined,
  current?: Record<string, boolean | string>,
): SettingsFormValues {
  const base = generationSettingsSchema.parse({ ...settings, date: undefined });
  return {
    basePackage: base.basePackage,
    moduleName: base.moduleName,
    author: base.author,
    tablePrefixes: base.tablePrefixes,
    skipFields: base.skipFields,
    options: optionValues(group, current ?? base.options),
  };
}

/** The group's options: a kept value when it has the option's type, else the declared default. */
export function optionValues(
  group: TemplateGroup | undefined,
  kept: Record<string, boolean | string> = {},
): Record<string, boolean | string> {
  const values: Record<string, boolean | string> = {};
  for (const option of group?.options ?? []) {
    const value = kept[option.key];
    const fits =
      option.type === 'boolean'
        ? typeof value === 'boolean'
        : typeof value === 'string' &&
          (option.type !== 'select' || (option.choices ?? []).some((c) => c.value === value));
    values[option.key] = fits ? value : option.default;
  }
  return values;
}

/**
 * Validates the form with the contract's schema. Puts each problem on its field and answers
 * undefined, or answers the settings to send (only the selected group's options).
 */
export function validateSettings(
  form: FormInstance<SettingsFormValues>,
  group: TemplateGroup | undefined,
): GenerationSettings | undefined {
  const values = form.getFieldsValue(true) as Partial<SettingsFormValues>;
  const keys = new Set(group?.options.map((o) => o.key));
  const options = Object.fromEntries(
    Object.entries(values.options ?? {}).filter(([key]) => keys.has(key)),
  );
  const parsed = generationSettingsSchema.safeParse({ ...values, options });
  // Clear earlier messages first, so a corrected field stops showing its old error.
  form.setFields(
    form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => ({ name: field.name as never, errors: [] })),
  );
  if (parsed.success) return parsed.data;
  form.setFields(
    parsed.error.issues.map((issue) => ({
      // A list's item problem (`tablePrefixes.2`) goes on the list's field.
      name: (issue.path[0] === 'options'
        ? issue.path.slice(0, 2)
        : issue.path.slice(0, 1)) as never,
      errors: [issue.message],
    })),
  );
  return undefined;
}

/** Puts a 422 answer's `settings.*` messages on the form; answers whether any was placed. */
export function showSettingsErrors(form: FormInstance<SettingsFormValues>, data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const fields = Object.entries(data as Record<string, unknown>)
    .filter(([path]) => path.startsWith('settings.'))
    .map(([path, message]) => ({
      name: path.slice('settings.'.length).split('.') as never,
      errors: [String(message)],
    }));
  form.setFields(fields);
  return fields.length > 0;
}
