import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import panelStyles from './Panel.less';
import styles from './TabbedPanel.less';

export interface PanelTab<K extends string> {
  key: K;
  label: ReactNode;
  icon?: ReactNode;
}

export interface TabbedPanelProps<K extends string> {
  tabs: PanelTab<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The active tab's content. */
  children?: ReactNode;
}

/**
 * antd's `<Card size="small" tabList>` in plain HTML and CSS, as `Panel` is its Card: the same look
 * without antd's Tabs, rc-menu and the trigger. The keyboard works as antd's tabs do: the arrow
 * keys (wrapping), Home and End move the focus along the tabs; Enter or Space opens the focused one.
 */
export default function TabbedPanel<K extends string>({
  tabs,
  activeKey,
  onChange,
  children,
}: TabbedPanelProps<K>) {
  const id = useId();
  const buttons = useRef(new Map<K, HTMLDivElement>());

  const moveFocus = (index: number) => {
    buttons.current.get(tabs[(index + tabs.length) % tabs.length].key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number, key: K) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveFocus(moves[event.key]);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChange(key);
    }
  };

  return (
    <div className={panelStyles.panel}>
      <div className={styles.head}>
        <div role="tablist" aria-orientation="horizontal" className={styles.tablist}>
          {tabs.map((tab, index) => {
            const active = tab.key === activeKey;
            return (
              <div key={tab.key} className={active ? `${styles.tab} ${styles.active}` : styles.tab}>
                <div
                  ref={(node) => {
                    if (node) buttons.current.set(tab.key, node);
                    else buttons.current.delete(tab.key);
                  }}
                  role="tab"
                  id={`${id}-tab-${tab.key}`}
                  aria-selected={active}
                  aria-controls={`${id}-panel`}
                  tabIndex={active ? 0 : -1}
                  className={styles.button}
                  onClick={() => onChange(tab.key)}
                  onKeyDown={(event) => onKeyDown(event, index, tab.key)}
                >
                  {tab.icon && <span className={styles.icon}>{tab.icon}</span>}
                  <span>{tab.label}</span>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${activeKey}`}
        className={panelStyles.body}
      >
        {children}
      </div>
    </div>
  );
}
