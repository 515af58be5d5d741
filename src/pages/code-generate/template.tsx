import { FolderOpenOutlined } from '@ant-design/icons';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

export default function TemplatePage() {
  return (
    <>
      <PageHeader
        icon={<FolderOpenOutlined />}
        title="template.title"
        description="template.description"
      />
      <ComingSoon
        features={['template.f1', 'template.f2', 'template.f3']}
        links={[{ label: 'menu.codeGenerate.guide', path: '/code-generate/guide' }]}
      />
    </>
  );
}
