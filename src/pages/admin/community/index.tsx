import { BugOutlined, HistoryOutlined, MessageOutlined, TeamOutlined } from '@ant-design/icons';
import { Tabs, Tag } from 'antd';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import FeedbackQueue from './FeedbackQueue';
import IssueQueue from './IssueQueue';
import ReleaseEditor from './ReleaseEditor';
import issueModel from '@/models/issue';
import feedbackModel from '@/models/feedback';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

/** Admin page of the community area: issues waiting for approval, feedback, the release log. */
export default function CommunityAdminPage() {
  useModels(issueModel, feedbackModel);
  const t = useT();
  return (
    <RequireAuth admin>
      <PageHeader
        icon={<TeamOutlined />}
        title="communityAdmin.title"
        description="communityAdmin.description"
        extra={<Tag color="gold">{t('admin.tag')}</Tag>}
      />
      <Tabs
        items={[
          {
            key: 'feedback',
            label: t('communityAdmin.tab.feedback'),
            icon: <MessageOutlined aria-hidden />,
            children: <FeedbackQueue />,
          },
          {
            key: 'issues',
            label: t('communityAdmin.tab.issues'),
            icon: <BugOutlined aria-hidden />,
            children: <IssueQueue />,
          },
          {
            key: 'release',
            label: t('communityAdmin.tab.release'),
            icon: <HistoryOutlined aria-hidden />,
            children: <ReleaseEditor />,
          },
        ]}
      />
    </RequireAuth>
  );
}
