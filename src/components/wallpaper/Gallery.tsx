import { DownloadOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Col,
  Empty,
  Image,
  Pagination,
  Row,
  Segmented,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import {
  WALLPAPER_SIZE_KEYS,
  type WallpaperItem,
  type WallpaperSizeKey,
} from '@/contract/wallpaper';
import type { RootState } from '@/models/rootState';
import { useT } from '@/hooks/useT';

const PAGE_SIZE = 8;

export interface GalleryProps {
  /** Opens the studio with a ready wallpaper's look. */
  onCustomise(item: WallpaperItem): void;
}

/** The ready-made wallpapers, a page at a time, with a size filter, previews and downloads. */
export default function Gallery({ onCustomise }: GalleryProps) {
  const dispatch = useDispatch();
  const gallery = useSelector((state: RootState) => state.wallpaper.gallery);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['wallpaper/fetchList'] ?? false,
  );
  const [size, setSize] = useState<WallpaperSizeKey | 'all'>('all');
  const [page, setPage] = useState(1);
  const [previewing, setPreviewing] = useState<WallpaperItem | null>(null);

  useEffect(() => {
    dispatch({
      type: 'wallpaper/fetchList',
      payload: { page, pageSize: PAGE_SIZE, size: size === 'all' ? undefined : size },
    });
  }, [dispatch, page, size]);

  const t = useT();
  let body;
  if (!gallery || (loading && gallery.list.length === 0)) {
    body = (
      <>
        <Typography.Paragraph type="secondary">
          {t('wallpaper.gallery.rendering')}
        </Typography.Paragraph>
        <Skeleton active paragraph={{ rows: 6 }} />
      </>
    );
  } else if (gallery.list.length === 0) {
    body = <Empty description={t('wallpaper.gallery.empty')} />;
  } else {
    body = (
      <Row gutter={[16, 16]} data-testid="wallpaper-gallery">
        {gallery.list.map((item) => (
          <Col key={item.id} xs={24} sm={12} lg={8} xl={6}>
            <Card
              size="small"
              cover={
                <div className="wallpaper-thumb">
                  <img src={item.thumbUrl} alt={item.title} loading="lazy" />
                </div>
              }
              actions={[
                <Button
                  key="preview"
                  type="text"
                  size="small"
                  icon={<EyeOutlined />}
                  aria-label={`${t('wallpaper.gallery.preview')}: ${item.title}`}
                  onClick={() => setPreviewing(item)}
                />,
                <Button
                  key="download"
                  type="text"
                  size="small"
                  icon={<DownloadOutlined />}
                  href={item.url}
                  download={`${item.id}.png`}
                  aria-label={`${t('wallpaper.gallery.download')}: ${item.title}`}
                />,
                <Button
                  key="customise"
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`${t('wallpaper.gallery.customise')}: ${item.title}`}
                  onClick={() => onCustomise(item)}
                />,
              ]}
            >
              <Card.Meta
                title={<span className="wallpaper-card-title">{item.title}</span>}
                description={`${item.width} × ${item.height}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div className="wallpaper-filter">
        <Segmented
          value={size}
          onChange={(value) => {
            setSize(value as WallpaperSizeKey | 'all');
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('wallpaper.gallery.all') },
            ...WALLPAPER_SIZE_KEYS.map((key) => ({
              value: key,
              label: t(`wallpaper.size.${key}`),
            })),
          ]}
        />
      </div>
      {body}
      {gallery && gallery.total > PAGE_SIZE && (
        <Pagination
          current={page}
          pageSize={PAGE_SIZE}
          total={gallery.total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
      <Image
        style={{ display: 'none' }}
        src={previewing?.url}
        alt={previewing?.title}
        preview={{
          visible: previewing !== null,
          src: previewing?.url,
          onVisibleChange: (visible) => {
            if (!visible) setPreviewing(null);
          },
        }}
      />
    </Space>
  );
}
