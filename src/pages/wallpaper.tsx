import { PictureOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useIntl, useSearchParams } from 'umi';
import PageHeader from '@/components/PageHeader';
import Gallery from '@/components/wallpaper/Gallery';
import Studio from '@/components/wallpaper/Studio';
import {
  DEFAULT_SETTINGS,
  fromQuery,
  SHARE_CODE_MAX,
  toQuery,
  type StudioSettings,
} from '@/components/wallpaper/settings';
import { WALLPAPER_SIZES, type WallpaperItem } from '@/contract/wallpaper';
import wallpaperModel from '@/models/wallpaper';
import codeGenerateModel from '@/models/codeGenerate';
import { useModels } from '@/models/useModels';

const URL_DELAY_MS = 600;

/** The wallpaper studio: the gallery, and "Make your own" whose settings live in the URL. */
export default function WallpaperPage() {
  useModels(wallpaperModel, codeGenerateModel);
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState(params.get('tab') === 'make' ? 'make' : 'gallery');
  const [settings, setSettings] = useState<StudioSettings>(() => fromQuery(params));
  const first = useRef(true);

  // The address bar follows the settings, so reloading or sharing it restores them.
  useEffect(() => {
    if (tab !== 'make') return undefined;
    if (first.current && params.get('tab') === 'make') {
      first.current = false;
      return undefined;
    }
    first.current = false;
    const timer = setTimeout(
      () => setParams(toQuery(settings, settings.code.length <= SHARE_CODE_MAX), { replace: true }),
      URL_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // setParams changes with the location; following it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settings, tab]);

  function customise(item: WallpaperItem) {
    const { width, height } = WALLPAPER_SIZES[item.size];
    setSettings({
      ...DEFAULT_SETTINGS,
      ...settings,
      theme: item.theme as StudioSettings['theme'],
      width,
      height,
    });
    setTab('make');
  }

  return (
    <>
      <PageHeader
        icon={<PictureOutlined />}
        title="wallpaper.title"
        description="wallpaper.description"
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key);
          if (key === 'gallery') setParams({}, { replace: true });
        }}
        items={[
          {
            key: 'gallery',
            label: intl.formatMessage({ id: 'wallpaper.tab.gallery' }),
            children: <Gallery onCustomise={customise} />,
          },
          {
            key: 'make',
            label: intl.formatMessage({ id: 'wallpaper.tab.make' }),
            children: <Studio settings={settings} onChange={setSettings} />,
          },
        ]}
      />
    </>
  );
}
