import { FileTextOutlined } from '@ant-design/icons';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

export default function TextPage() {
  return (
    <>
      <PageHeader icon={<FileTextOutlined />} title="text.title" description="text.description" />
      <ComingSoon
        features={['text.f1', 'text.f2', 'text.f3', 'text.f4', 'text.f5']}
        links={[{ label: 'menu.codeGenerate.guide', path: '/code-generate/guide' }]}
      />
    </>
  );
}
