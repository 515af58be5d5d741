import {
  BugOutlined,
  LikeFilled,
  LikeOutlined,
  MessageOutlined,
  PushpinFilled,
} from '@ant-design/icons';
import { Button, Card, Form, Input, List, Modal, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, history, useDispatch, useIntl, useSelector } from 'umi';
import type { Envelope } from '@/contract';
import { ISSUE_SORTS, ISSUE_STATUSES, type Issue, type IssueStatus } from '@/contract/issue';
import PageHeader from '@/components/PageHeader';
import { STATUS_COLORS } from '@/components/community/issueStatus';
import type { RootState } from '@/models/rootState';
import issueModel from '@/models/issue';
import { useModels } from '@/models/useModels';

interface Filters {
  q?: string;
  status?: IssueStatus;
  label?: string;
  sort: (typeof ISSUE_SORTS)[number];
  page: number;
}

/** The form of a new issue, with similar existing issues while the title is typed. */
function NewIssue({ onDone }: { onDone: (issue: Issue) => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const [form] = Form.useForm();
  const similar = useSelector((state: RootState) => state.issue.similar ?? []);
  const saving = useSelector((state: RootState) => state.loading.effects['issue/create'] ?? false);
  const title = Form.useWatch('title', form) as string | undefined;

  useEffect(() => {
    const q = (title ?? '').trim();
    if (q.length < 3) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'issue/fetchSimilar', payload: q }), 300);
    return () => clearTimeout(timer);
  }, [title, dispatch]);

  const submit = async (values: { title: string; content: string; website?: string }) => {
    const res = (await dispatch({
      type: 'issue/create',
      payload: values,
    })) as unknown as Envelope<Issue>;
    if (res.code === 200 && res.data) onDone(res.data);
    else if (res.code === 422 && res.data) {
      const errors = res.data as unknown as Record<string, string>;
      form.setFields(
        Object.entries(errors).map(([name, message]) => ({ name, errors: [message] })),
      );
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      aria-label={intl.formatMessage({ id: 'issues.new' })}
    >
      <Form.Item
        name="title"
        label={intl.formatMessage({ id: 'issues.field.title' })}
        rules={[{ required: true, min: 5, max: 120 }]}
      >
        <Input maxLength={120} showCount />
      </Form.Item>
      {title && title.trim().length >= 3 && similar.length > 0 && (
        <div className="issue-similar">
          <Typography.Text type="secondary">
            {intl.formatMessage({ id: 'issues.similar' })}
          </Typography.Text>
          <ul>
            {similar.map((s) => (
              <li key={s.id}>
                <Link to={`/issues/${s.id}`}>
                  #{s.number} {s.title}
                </Link>{' '}
                <Tag color={STATUS_COLORS[s.status]}>
                  {intl.formatMessage({ id: `issues.status.${s.status}` })}
                </Tag>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Form.Item
        name="content"
        label={intl.formatMessage({ id: 'issues.field.content' })}
        extra={intl.formatMessage({ id: 'issues.markdownHint' })}
        rules={[{ required: true, max: 20000 }]}
      >
        <Input.TextArea rows={8} maxLength={20000} />
      </Form.Item>
      {/* The honeypot: hidden from people, filled by robots. */}
      <Form.Item name="website" hidden>
        <Input tabIndex={-1} autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {intl.formatMessage({ id: 'issues.submit' })}
      </Button>
    </Form>
  );
}

export default function IssuesPage() {
  useModels(issueModel);
  const intl = useIntl();
  const dispatch = useDispatch();
  const { list, total } = useSelector((state: RootState) => state.issue);
  const signedIn = useSelector((state: RootState) => state.user.signedIn);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['issue/fetchList'] ?? false,
  );
  const [filters, setFilters] = useState<Filters>({ sort: 'newest', page: 1 });
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    dispatch({ type: 'issue/fetchList', payload: { ...filters, pageSize: 20 } });
  }, [dispatch, filters]);

  const statusLabel = (s: IssueStatus) => intl.formatMessage({ id: `issues.status.${s}` });

  return (
    <>
      <PageHeader icon={<BugOutlined />} title="issues.title" description="issues.description" />
      <Card className="content-card" variant="borderless">
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={intl.formatMessage({ id: 'issues.search' })}
            aria-label={intl.formatMessage({ id: 'issues.search' })}
            onSearch={(q) => setFilters((f) => ({ ...f, q: q || undefined, page: 1 }))}
            style={{ width: 260 }}
          />
          <Select
            allowClear
            placeholder={intl.formatMessage({ id: 'issues.filter.status' })}
            style={{ width: 150 }}
            options={ISSUE_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
            onChange={(status?: IssueStatus) => setFilters((f) => ({ ...f, status, page: 1 }))}
          />
          <Input
            allowClear
            placeholder={intl.formatMessage({ id: 'issues.filter.label' })}
            style={{ width: 140 }}
            onPressEnter={(e) =>
              setFilters((f) => ({
                ...f,
                label: e.currentTarget.value.trim() || undefined,
                page: 1,
              }))
            }
          />
          <Select
            value={filters.sort}
            style={{ width: 170 }}
            options={ISSUE_SORTS.map((s) => ({
              value: s,
              label: intl.formatMessage({ id: `issues.sort.${s}` }),
            }))}
            onChange={(sort) => setFilters((f) => ({ ...f, sort, page: 1 }))}
          />
          <Button
            type="primary"
            onClick={() => (signedIn ? setCreating(true) : history.push('/login?redirect=/issues'))}
          >
            {intl.formatMessage({ id: 'issues.new' })}
          </Button>
        </Space>
        <List
          loading={loading}
          dataSource={list}
          locale={{ emptyText: intl.formatMessage({ id: 'issues.empty' }) }}
          pagination={{
            current: filters.page,
            pageSize: 20,
            total: total ?? 0,
            onChange: (page) => setFilters((f) => ({ ...f, page })),
          }}
          renderItem={(issue) => (
            <List.Item
              key={issue.id}
              actions={[
                <span key="votes">
                  {issue.voted ? <LikeFilled /> : <LikeOutlined />} {issue.votes}
                </span>,
                <span key="comments">
                  <MessageOutlined /> {issue.commentCount}
                </span>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {issue.pinned && <PushpinFilled />}
                    <Link to={`/issues/${issue.id}`}>
                      #{issue.number} {issue.title}
                    </Link>
                    <Tag color={STATUS_COLORS[issue.status]}>{statusLabel(issue.status)}</Tag>
                    {issue.labels.map((l) => (
                      <Tag key={l}>{l}</Tag>
                    ))}
                    {!issue.approved && (
                      <Tag color="gold">{intl.formatMessage({ id: 'issues.pending' })}</Tag>
                    )}
                  </Space>
                }
                description={intl.formatMessage(
                  { id: 'issues.byline' },
                  {
                    author: issue.author.nickname,
                    date: new Date(issue.createdAt).toLocaleDateString(),
                  },
                )}
              />
            </List.Item>
          )}
        />
      </Card>
      <Modal
        open={creating}
        title={intl.formatMessage({ id: 'issues.new' })}
        footer={null}
        onCancel={() => setCreating(false)}
        destroyOnHidden
        width={720}
      >
        <NewIssue
          onDone={(issue) => {
            setCreating(false);
            history.push(`/issues/${issue.id}`);
          }}
        />
      </Modal>
    </>
  );
}
