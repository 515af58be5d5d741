import type { FormRule } from 'antd';
import type { ZodTypeAny } from 'zod';

/** An antd form rule that checks a value with a contract schema and shows its first message. */
export function zodRule(schema: ZodTypeAny): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}
