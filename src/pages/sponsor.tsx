import { HeartOutlined } from '@ant-design/icons';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

export default function SponsorPage() {
  return (
    <>
      <PageHeader
        icon={<HeartOutlined />}
        title="sponsor.title"
        description="sponsor.description"
      />
      <ComingSoon features={['sponsor.f1', 'sponsor.f2', 'sponsor.f3']} />
    </>
  );
}
