import { Button, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import type { Envelope } from '@/contract';
import {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  type FeedbackAdminQuery,
  type FeedbackStatus,
} from '@/contract/feedback';
import type { RootState } from '@/models/rootState';
import { useT } from '@/hooks/useT';

/** Every feedback entry: filter, search, set its status, reply (message and e-mail). */
export default function FeedbackQueue() {
  const t = useT();
  const dispatch = useDispatch();
  const page = useSelector((state: RootState) => state.feedback.admin);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['feedback/fetchAdminPage'] ?? false,
  );
  const replying = useSelector(
    (state: RootState) => state.loading.effects['feedback/createReply'] ?? false,
  );
  const [query, setQuery] = useState<Partial<FeedbackAdminQuery>>({ page: 1, pageSize: 20 });
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  useEffect(() => {
    dispatch({ type: 'feedback/fetchAdminPage', payload: query });
  }, [dispatch, query]);

  const reply = async (id: string) => {
    const res = (await dispatch({
      type: 'feedback/createReply',
      payload: { id, reply: drafts[id] ?? '' },
    })) as unknown as Envelope<unknown>;
    if (res.code === 200) setDrafts((d) => ({ ...d, [id]: '' }));
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('communityAdmin.feedback.search')}
          onSearch={(q) => setQuery((s) => ({ ...s, q: q || undefined, page: 1 }))}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder={t('communityAdmin.feedback.status')}
          style={{ width: 140 }}
          options={FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.status.${s}`) }))}
          onChange={(status?: FeedbackStatus) => setQuery((s) => ({ ...s, status, page: 1 }))}
        />
        <Select
          allowClear
          placeholder={t('communityAdmin.feedback.type')}
          style={{ width: 140 }}
          options={FEEDBACK_TYPES.map((type) => ({
            value: type,
            label: t(`feedback.type.${type}`),
          }))}
          onChange={(type?: (typeof FEEDBACK_TYPES)[number]) =>
            setQuery((s) => ({ ...s, type, page: 1 }))
          }
        />
      </Space>
      <List
        loading={loading}
        dataSource={page?.list ?? []}
        pagination={{
          current: page?.page ?? 1,
          pageSize: page?.pageSize ?? 20,
          total: page?.total ?? 0,
          onChange: (n) => setQuery((s) => ({ ...s, page: n })),
        }}
        renderItem={(entry) => (
          <List.Item key={entry.id} data-testid="admin-feedback">
            <Space direction="vertical" style={{ width: '100%' }}>
              <Space wrap>
                <Tag>{t(`feedback.type.${entry.type}`)}</Tag>
                <Select
                  size="small"
                  value={entry.status}
                  style={{ width: 120 }}
                  options={FEEDBACK_STATUSES.map((s) => ({
                    value: s,
                    label: t(`feedback.status.${s}`),
                  }))}
                  onChange={(status) =>
                    dispatch({ type: 'feedback/updateStatus', payload: { id: entry.id, status } })
                  }
                />
                <Typography.Text type="secondary">
                  {entry.sender
                    ? `${entry.sender.nickname} <${entry.sender.email}>`
                    : t('communityAdmin.feedback.anonymous')}
                  {entry.contact ? ` · ${entry.contact}` : ''}
                  {entry.pageUrl ? ` · ${entry.pageUrl}` : ''}
                  {` · ${new Date(entry.createdAt).toLocaleString()}`}
                </Typography.Text>
              </Space>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
                {entry.content}
              </Typography.Paragraph>
              {entry.images.length > 0 && (
                <Space>
                  {entry.images.map((src) => (
                    <a key={src} href={src} target="_blank" rel="noreferrer">
                      <img src={src} alt="" style={{ maxHeight: 80 }} />
                    </a>
                  ))}
                </Space>
              )}
              {entry.replies.map((r, n) => (
                <Typography.Paragraph key={n} type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                  ↳ {r.content}
                </Typography.Paragraph>
              ))}
              <Form layout="inline" onFinish={() => reply(entry.id)} style={{ width: '100%' }}>
                <Input.TextArea
                  aria-label={t('communityAdmin.feedback.reply')}
                  rows={2}
                  maxLength={5000}
                  value={drafts[entry.id] ?? ''}
                  onChange={(e) => setDrafts((d) => ({ ...d, [entry.id]: e.target.value }))}
                  style={{ flex: 1 }}
                />
                <Button
                  htmlType="submit"
                  type="primary"
                  loading={replying}
                  disabled={!(drafts[entry.id] ?? '').trim()}
                >
                  {t('communityAdmin.feedback.send')}
                </Button>
              </Form>
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}
