import { BugOutlined } from '@ant-design/icons';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

export default function IssuesPage() {
  return (
    <>
      <PageHeader icon={<BugOutlined />} title="issues.title" description="issues.description" />
      <ComingSoon features={['issues.f1', 'issues.f2']} />
    </>
  );
}
