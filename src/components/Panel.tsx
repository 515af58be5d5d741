import type { ReactNode } from 'react';
import styles from './Panel.less';

export interface PanelProps {
  title: ReactNode;
  /** Shown at the right of the title bar (buttons). */
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * antd's `<Card size="small">` with a title and an optional extra, in plain HTML and CSS: the same
 * look, without the Tabs, menu and Skeleton code a Card imports (for its tab list and loading
 * state), so the pages that show one on first render do not wait for them.
 */
export default function Panel({ title, extra, children }: PanelProps) {
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <div className={styles.headWrapper}>
          <div className={styles.title}>{title}</div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
