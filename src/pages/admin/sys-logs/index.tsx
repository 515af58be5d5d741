import { FileSearchOutlined, NotificationOutlined, RobotOutlined } from '@ant-design/icons';
import { Tabs, Tag } from 'antd';
import { useIntl } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import AiCalls from './AiCalls';
import NoticeForms from './NoticeForms';

/**
 * Admin page: server logs (to come), the record of AI calls, and the forms that send messages and
 * publish tips.
 */
export default function SysLogsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RequireAuth admin>
      <PageHeader
        icon={<FileSearchOutlined />}
        title="sysLogs.title"
        description="sysLogs.description"
        extra={<Tag color="gold">{t('admin.tag')}</Tag>}
      />
      <Tabs
        items={[
          {
            key: 'logs',
            label: t('sysLogs.tab.logs'),
            icon: <FileSearchOutlined aria-hidden />,
            children: <ComingSoon features={['sysLogs.f1', 'sysLogs.f2', 'sysLogs.f3']} />,
          },
          {
            key: 'ai',
            label: t('ai.calls.title'),
            icon: <RobotOutlined aria-hidden />,
            children: <AiCalls />,
          },
          {
            key: 'notices',
            label: t('sysLogs.tab.notices'),
            icon: <NotificationOutlined aria-hidden />,
            children: <NoticeForms />,
          },
        ]}
      />
    </RequireAuth>
  );
}
