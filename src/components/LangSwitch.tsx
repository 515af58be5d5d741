import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, setLocale, useIntl, useLocation } from 'umi';
import { useFeedback } from '@/components/feedback';
import LazyDropdown from '@/components/LazyDropdown';
import { loadMessagesFor } from '@/utils/locales';
import styles from './header.less';

/** Languages offered; each label is written in its own language. */
export const LANGUAGES = [
  { key: 'en-US', label: 'English', short: 'EN' },
  { key: 'zh-CN', label: '简体中文', short: '中文' },
] as const;

export default function LangSwitch() {
  const intl = useIntl();
  const { message } = useFeedback();
  const { pathname } = useLocation();
  const current = getLocale();
  const active = LANGUAGES.find((lang) => lang.key === current) ?? LANGUAGES[0];
  return (
    <LazyDropdown
      menu={{
        selectable: true,
        selectedKeys: [active.key],
        items: LANGUAGES.map((lang) => ({ key: lang.key, label: lang.label })),
        // Only the default language's start-up messages are in the start-up bundle: the messages
        // this page shows in the chosen language load first.
        // false: switch in place (the locale plugin re-renders) instead of reloading the page.
        onClick: ({ key }) =>
          loadMessagesFor(key, pathname).then(
            () => setLocale(key, false),
            () => void message.error(intl.formatMessage({ id: 'lang.loadFailed' })),
          ),
      }}
    >
      <button
        type="button"
        className={styles.button}
        aria-label={intl.formatMessage({ id: 'lang.label' })}
      >
        <GlobalOutlined />
        {active.short}
      </button>
    </LazyDropdown>
  );
}
