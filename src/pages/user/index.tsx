import { CrownOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Card, Tabs, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useIntl, useSearchParams, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import type { User } from '@/contract/user';
import type { RootState } from '@/models/rootState';
import { formatDate } from '@/utils/dates';
import MembershipPanel from './MembershipPanel';
import MessagesPanel from './MessagesPanel';
import PurchasePanel from './PurchasePanel';
import ProfilePanel from './ProfilePanel';
import { DeleteAccountCard, PasswordCard } from './SecurityPanel';
import styles from './index.less';
import vipModel from '@/models/vip';
import sponsorModel from '@/models/sponsor';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

const TABS = ['profile', 'security', 'membership', 'messages'] as const;
type TabKey = (typeof TABS)[number];

function Account({ user, onDeleting }: { user: User; onDeleting: (deleting: boolean) => void }) {
  const intl = useIntl();
  const t = useT();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const unread = useSelector((state: RootState) => state.message.unread);
  const requested = params.get('tab');
  const tab: TabKey = TABS.includes(requested as TabKey) ? (requested as TabKey) : 'profile';

  return (
    <>
      <Card className={styles.summary} variant="borderless">
        <Avatar
          size={64}
          src={user.avatar || undefined}
          icon={<UserOutlined />}
          className={styles.summaryAvatar}
        />
        <div className={styles.summaryText}>
          <Typography.Title level={3} className={styles.summaryName}>
            {user.nickname || user.email}
            {user.role === 'admin' && <Tag color="gold">{t('admin.tag')}</Tag>}
          </Typography.Title>
          <Typography.Text type="secondary">
            {user.email} · {t('account.since', { date: formatDate(user.createdAt, intl.locale) })}
          </Typography.Text>
        </div>
      </Card>
      <Card className={styles.tabsCard} variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={[
            {
              key: 'profile',
              label: t('account.tab.profile'),
              icon: <UserOutlined aria-hidden />,
              children: <ProfilePanel user={user} />,
            },
            {
              key: 'security',
              label: t('account.tab.security'),
              icon: <SafetyOutlined aria-hidden />,
              children: (
                <div className={styles.stack}>
                  <PasswordCard user={user} />
                  <DeleteAccountCard
                    user={user}
                    onDeleting={onDeleting}
                    onDeleted={() => void message.success(t('delete.done'))}
                  />
                </div>
              ),
            },
            {
              key: 'membership',
              label: t('account.tab.membership'),
              icon: <CrownOutlined aria-hidden />,
              children: (
                <div className={styles.stack}>
                  <MembershipPanel />
                  <PurchasePanel />
                </div>
              ),
            },
            {
              key: 'messages',
              label: (
                <Badge count={unread} size="small" offset={[10, -2]}>
                  {t('account.tab.messages')}
                </Badge>
              ),
              icon: <MailOutlined aria-hidden />,
              children: <MessagesPanel />,
            },
          ]}
        />
      </Card>
    </>
  );
}

/** The member area: profile, security (password, deletion), membership and messages. */
export default function UserPage() {
  useModels(vipModel, sponsorModel);
  const current = useSelector((state: RootState) => state.user.current);
  // Set while this page deletes the account: the sign-out that follows leads home, not to sign-in.
  const deleting = useRef(false);
  return (
    <div className={styles.page}>
      <PageHeader
        icon={<UserOutlined />}
        title="userPage.title"
        description="userPage.description"
      />
      <RequireAuth signedOutTo={deleting.current ? '/' : undefined}>
        {current && (
          <Account
            user={current}
            onDeleting={(value) => {
              deleting.current = value;
            }}
          />
        )}
      </RequireAuth>
    </div>
  );
}
