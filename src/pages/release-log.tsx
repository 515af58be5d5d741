import { HistoryOutlined } from '@ant-design/icons';
import { Card, Empty, Input, Select, Skeleton, Space, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getLocale, useDispatch, useIntl, useSearchParams, useSelector } from 'umi';
import Markdown from '@/components/Markdown';
import PageHeader from '@/components/PageHeader';
import { rememberLocalSeen } from '@/components/community/releaseSeen';
import type { RootState } from '@/models/rootState';

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
  const [params] = useSearchParams();
  const list = useSelector((state: RootState) => state.releaseLog.list);
  const news = useSelector((state: RootState) => state.releaseLog.news);
  const signedIn = useSelector((state: RootState) => state.user.signedIn);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['releaseLog/fetchList'] ?? false,
  );
  const [keyword, setKeyword] = useState<string | undefined>();
  const [version, setVersion] = useState<string | undefined>(params.get('version') ?? undefined);
  const [versions, setVersions] = useState<string[]>([]);

  useEffect(() => {
    dispatch({ type: 'releaseLog/fetchList', payload: { keyword, version } });
  }, [dispatch, keyword, version]);

  // The version filter offers every version seen unfiltered.
  useEffect(() => {
    if (!keyword && !version && list.length > 0) setVersions(list.map((e) => e.version));
  }, [list, keyword, version]);

  // Reading the page is looking at what is new.
  useEffect(() => {
    if (signedIn) {
      dispatch({ type: 'releaseLog/updateSeen' });
    } else if (news) {
      const now = new Date().toISOString();
      rememberLocalSeen(now);
      dispatch({ type: 'releaseLog/saveNews', payload: { ...news, seenAt: now } });
    }
    // Once per visit (and when signing in on the page), not on every news update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, signedIn, Boolean(news)]);

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
              <div className="release-content">
                <Markdown>{entry.content}</Markdown>
              </div>
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
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={intl.formatMessage({ id: 'releaseLog.search' })}
            aria-label={intl.formatMessage({ id: 'releaseLog.search' })}
            onSearch={(value) => setKeyword(value.trim() || undefined)}
            style={{ width: 260 }}
          />
          <Select
            allowClear
            value={version}
            placeholder={intl.formatMessage({ id: 'releaseLog.version' })}
            style={{ width: 160 }}
            options={versions.map((v) => ({ value: v, label: v }))}
            onChange={(v?: string) => setVersion(v)}
          />
          <Typography.Link href="/feeds/release-log.atom">Atom</Typography.Link>
          <Typography.Link href="/feeds/release-log.rss">RSS</Typography.Link>
        </Space>
        {body}
      </Card>
    </>
  );
}
