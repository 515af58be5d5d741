import { FileSearchOutlined, NotificationOutlined, RobotOutlined } from '@ant-design/icons';
import { Tabs, Tag } from 'antd';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import AiCalls from './AiCalls';
import LogViewer from './LogViewer';
import NoticeForms from './NoticeForms';
import adminModel from '@/models/admin';
import codeGenerateModel from '@/models/codeGenerate';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

/**
 * Admin page: the server's log files, the record of AI calls, and the forms that send messages and
 * publish tips.
 */
export default function SysLogsPage() {
  useModels(adminModel, codeGenerateModel);
  const t = useT();
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
            children: <LogViewer />,
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
