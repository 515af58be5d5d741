import { GiftOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { history, useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/rootState';
import { localSeenAt } from './releaseSeen';

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
    <Tooltip title={label}>
      <Badge dot={fresh} offset={[-6, 6]} data-testid="whats-new-badge" data-fresh={fresh}>
        <Button
          type="text"
          icon={<GiftOutlined />}
          aria-label={label}
          onClick={() => history.push('/release-log')}
        />
      </Badge>
    </Tooltip>
  );
}
