import { PictureOutlined } from '@ant-design/icons';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

export default function WallpaperPage() {
  return (
    <>
      <PageHeader
        icon={<PictureOutlined />}
        title="wallpaper.title"
        description="wallpaper.description"
      />
      <ComingSoon
        features={['wallpaper.f1', 'wallpaper.f2']}
        links={[{ label: 'menu.home', path: '/' }]}
      />
    </>
  );
}
