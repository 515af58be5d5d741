import { HistoryOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useEffect } from 'react';
import { getLocale, useDispatch, useIntl, useSelector } from 'umi';
import PageHeader from '@/components/PageHeader';
import type { RootState } from '@/models/types';

/** `releasedAt` is a calendar date (YYYY-MM-DD): read and shown in UTC so no time zone shifts it. */
function formatDate(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export default function ReleaseLogPage() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const list = useSelector((state: RootState) => state.releaseLog.list);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['releaseLog/fetchList'] ?? false,
  );

  useEffect(() => {
    dispatch({ type: 'releaseLog/fetchList', payload: {} });
  }, [dispatch]);

  const locale = getLocale();
  let body;
  if (loading && list.length === 0) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (list.length === 0) {
    body = <Empty description={intl.formatMessage({ id: 'releaseLog.empty' })} />;
  } else {
    body = (
      <Timeline
        className="release-timeline"
        items={list.map((entry, index) => ({
          key: entry.id,
          color: index === 0 ? 'blue' : 'gray',
          children: (
            <article className="release">
              <header className="release-head">
                <Tag color={index === 0 ? 'blue' : 'default'}>{entry.version}</Tag>
                <Typography.Title level={4}>{entry.title}</Typography.Title>
              </header>
              {entry.releasedAt && (
                <Typography.Text type="secondary" className="release-date">
                  {intl.formatMessage(
                    { id: 'releaseLog.released' },
                    { date: formatDate(entry.releasedAt, locale) },
                  )}
                </Typography.Text>
              )}
              <Typography.Paragraph className="release-content">
                {entry.content}
              </Typography.Paragraph>
            </article>
          ),
        }))}
      />
    );
  }

  return (
    <>
      <PageHeader
        icon={<HistoryOutlined />}
        title="releaseLog.title"
        description="releaseLog.description"
      />
      <Card className="content-card release-card" variant="borderless">
        {body}
      </Card>
    </>
  );
}
