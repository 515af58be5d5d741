import { CrownOutlined, WalletOutlined } from '@ant-design/icons';
import { Card, Descriptions, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/rootState';
import { formatDate } from '@/utils/dates';
import styles from './index.less';
import { useT } from '@/hooks/useT';

/** VIP level with its dates (or the free plan) and the credit balance. */
export default function MembershipPanel() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const { vip, balance } = useSelector((state: RootState) => state.vip);

  useEffect(() => {
    dispatch({ type: 'vip/fetchVip' });
    dispatch({ type: 'vip/fetchBalance' });
  }, [dispatch]);

  return (
    <div className={styles.membership}>
      <Card className={styles.card} data-testid="vip-status">
        <div className={styles.statHead}>
          <CrownOutlined className={styles.vipIcon} />
          <Typography.Title level={5}>{t('vip.title')}</Typography.Title>
        </div>
        {vip === undefined ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : vip === null ? (
          <>
            <Tag>{t('vip.free')}</Tag>
            <Typography.Paragraph type="secondary" className={styles.statText}>
              {t('vip.free.description')}
            </Typography.Paragraph>
          </>
        ) : (
          <>
            <Tag color="gold" className={styles.vipLevel}>
              {vip.level.toUpperCase()}
            </Tag>
            <Descriptions column={1} size="small" className={styles.statText}>
              <Descriptions.Item label={t('vip.since')}>
                {formatDate(vip.since, intl.locale)}
              </Descriptions.Item>
              <Descriptions.Item label={t('vip.expires')}>
                {vip.expiresAt ? formatDate(vip.expiresAt, intl.locale) : t('vip.noExpiry')}
              </Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>
      <Card className={styles.card} data-testid="vip-balance">
        <div className={styles.statHead}>
          <WalletOutlined className={styles.balanceIcon} />
          <Typography.Title level={5}>{t('vip.balance')}</Typography.Title>
        </div>
        {balance === undefined ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        ) : (
          <Statistic value={balance} suffix={t('vip.credits')} />
        )}
        <Typography.Paragraph type="secondary" className={styles.statText}>
          {t('vip.support')} <Link to="/sponsor">{t('menu.sponsor')}</Link>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
