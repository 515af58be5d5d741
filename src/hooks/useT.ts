import { useCallback } from 'react';
import { useIntl } from 'umi';

/** Formats a message of the current locale: `t('text.title')`, `t('text.tables', { count })`. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** The current locale's `Translate`; the same function until the locale changes. */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
