import { GiftOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { history, useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/rootState';
import { localSeenAt } from './releaseSeen';
import styles from '../header.less';

/**
 * "What's new": a dot on the header's gift when entries were published since the user last looked
 * at the release log (kept on the server when signed in, in local storage otherwise).
 */
export default function WhatsNew() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const news = useSelector((state: RootState) => state.releaseLog.news);
  const signedIn = useSelector((state: RootState) => state.user.signedIn);

  useEffect(() => {
    dispatch({ type: 'releaseLog/fetchNews' });
  }, [dispatch, signedIn]);

  const seenAt = news?.seenAt ?? (signedIn ? null : localSeenAt());
  const fresh = Boolean(news?.latestAt && (!seenAt || news.latestAt > seenAt));
  const label = intl.formatMessage({
    id: fresh ? 'releaseLog.whatsNew.fresh' : 'releaseLog.whatsNew',
  });
  return (
    <span className={styles.badge} data-testid="whats-new-badge" data-fresh={fresh}>
      <button
        type="button"
        className={`${styles.button} ${styles.icon} ${styles.tip}`}
        aria-label={label}
        data-tip={label}
        onClick={() => history.push('/release-log')}
      >
        <GiftOutlined />
      </button>
      {fresh && <span className={styles.dot} />}
    </span>
  );
}
