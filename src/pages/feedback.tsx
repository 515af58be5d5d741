import { MessageOutlined } from '@ant-design/icons';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

export default function FeedbackPage() {
  return (
    <>
      <PageHeader
        icon={<MessageOutlined />}
        title="feedback.title"
        description="feedback.description"
      />
      <ComingSoon features={['feedback.f1', 'feedback.f2']} />
    </>
  );
}
