import IntlMessageFormat from 'intl-messageformat';
import { useDispatch, useSelector, useStore } from 'react-redux';
import messages from '@/locales/en-US';
import { latestTestApp } from './dvaTestApp';

/**
 * The `umi` exports every component test needs: Umi's runtime is generated at build time, so tests
 * replace it. Texts come from the real en-US locale; dispatch and selectors from the real store.
 * Use inside a jest.mock factory: `jest.mock('umi', () => ({ ...jest.requireActual(
 * '@/utils/testing/umiRuntime').umiRuntime(), ...test-specific exports }))`.
 */
export function umiRuntime() {
  const texts = messages as Record<string, string>;
  return {
    useIntl: () => ({
      locale: 'en-US',
      // The message format react-intl uses in the app (plural and select included).
      formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) =>
        String(new IntlMessageFormat(texts[id] ?? id, 'en-US').format(values)),
    }),
    useDispatch,
    useSelector,
    useStore,
    getDvaApp: latestTestApp,
  };
}
