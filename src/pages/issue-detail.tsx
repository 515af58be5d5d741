import { BugOutlined, LikeFilled, LikeOutlined, LockOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Divider,
  Form,
  Input,
  List,
  Select,
  Skeleton,
  Space,
  Switch,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link, history, useDispatch, useIntl, useParams, useSelector } from 'umi';
import type { Envelope } from '@/contract';
import { ISSUE_STATUSES, type IssueStatus } from '@/contract/issue';
import Markdown from '@/components/Markdown';
import PageHeader from '@/components/PageHeader';
import { STATUS_COLORS } from '@/components/community/issueStatus';
import type { RootState } from '@/models/rootState';
import issueModel from '@/models/issue';
import { useModels } from '@/models/useModels';

/** Admin controls: status (with the original of a duplicate), labels, pin, lock, hide, approve. */
function AdminBar({ id }: { id: string }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const issue = useSelector((state: RootState) => state.issue.current);
  const [status, setStatus] = useState<IssueStatus | undefined>();
  const [duplicateOf, setDuplicateOf] = useState('');
  const busy = useSelector(
    (state: RootState) => state.loading.effects['issue/updateStatus'] ?? false,
  );
  if (!issue) return null;
  const moderate = (changes: object) =>
    dispatch({ type: 'issue/updateModeration', payload: { id, ...changes } });
  return (
    <Card
      size="small"
      title={intl.formatMessage({ id: 'issues.admin' })}
      style={{ marginBottom: 16 }}
    >
      <Space wrap>
        <Select
          aria-label={intl.formatMessage({ id: 'issues.admin.status' })}
          style={{ width: 160 }}
          value={status ?? issue.status}
          options={ISSUE_STATUSES.map((s) => ({
            value: s,
            label: intl.formatMessage({ id: `issues.status.${s}` }),
          }))}
          onChange={setStatus}
        />
        {(status ?? issue.status) === 'duplicate' && (
          <Input
            style={{ width: 140 }}
            placeholder={intl.formatMessage({ id: 'issues.admin.original' })}
            value={duplicateOf}
            onChange={(e) => setDuplicateOf(e.target.value.replace(/^#/, ''))}
          />
        )}
        <Button
          type="primary"
          loading={busy}
          onClick={() =>
            dispatch({
              type: 'issue/updateStatus',
              payload: {
                id,
                status: status ?? issue.status,
                ...((status ?? issue.status) === 'duplicate' ? { duplicateOf } : {}),
              },
            })
          }
        >
          {intl.formatMessage({ id: 'issues.admin.apply' })}
        </Button>
        <Input
          style={{ width: 200 }}
          defaultValue={issue.labels.join(', ')}
          placeholder={intl.formatMessage({ id: 'issues.admin.labels' })}
          onPressEnter={(e) =>
            moderate({
              labels: e.currentTarget.value
                .split(',')
                .map((l) => l.trim())
                .filter(Boolean),
            })
          }
        />
        <Button onClick={() => moderate({ pinned: !issue.pinned })}>
          {intl.formatMessage({ id: issue.pinned ? 'issues.admin.unpin' : 'issues.admin.pin' })}
        </Button>
        <Button onClick={() => moderate({ locked: !issue.locked })}>
          {intl.formatMessage({ id: issue.locked ? 'issues.admin.unlock' : 'issues.admin.lock' })}
        </Button>
        <Button danger onClick={() => moderate({ hidden: !issue.hidden })}>
          {intl.formatMessage({ id: issue.hidden ? 'issues.admin.unhide' : 'issues.admin.hide' })}
        </Button>
        {!issue.approved && (
          <Button onClick={() => moderate({ approved: true })}>
            {intl.formatMessage({ id: 'issues.admin.approve' })}
          </Button>
        )}
      </Space>
    </Card>
  );
}

export default function IssueDetailPage() {
  useModels(issueModel);
  const intl = useIntl();
  const dispatch = useDispatch();
  const { id = '' } = useParams<{ id: string }>();
  const issue = useSelector((state: RootState) => state.issue.current);
  const user = useSelector((state: RootState) => state.user.current);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['issue/fetchOne'] ?? false,
  );
  const commenting = useSelector(
    (state: RootState) => state.loading.effects['issue/createComment'] ?? false,
  );
  const voting = useSelector(
    (state: RootState) => state.loading.effects['issue/updateVote'] ?? false,
  );
  const [form] = Form.useForm();
  const notifyEmail = useSelector((state: RootState) => state.issue.notifyEmail);

  useEffect(() => {
    dispatch({ type: 'issue/fetchOne', payload: id });
  }, [dispatch, id]);

  useEffect(() => {
    if (user) dispatch({ type: 'issue/fetchNotify' });
  }, [dispatch, user]);

  if (!issue || issue.id !== id) {
    return loading || !issue ? <Skeleton active paragraph={{ rows: 8 }} /> : null;
  }

  const comment = async (values: { content: string }) => {
    const res = (await dispatch({
      type: 'issue/createComment',
      payload: { id, content: values.content },
    })) as unknown as Envelope<unknown>;
    if (res.code === 200) form.resetFields();
  };

  return (
    <>
      <PageHeader icon={<BugOutlined />} title="issues.title" description="issues.description" />
      {user?.role === 'admin' && <AdminBar id={id} />}
      <Card className="content-card" variant="borderless">
        <Typography.Title level={3}>
          #{issue.number} {issue.title}
        </Typography.Title>
        <Space wrap style={{ marginBottom: 12 }}>
          <Tag color={STATUS_COLORS[issue.status]} data-testid="issue-status">
            {intl.formatMessage({ id: `issues.status.${issue.status}` })}
          </Tag>
          {issue.labels.map((l) => (
            <Tag key={l}>{l}</Tag>
          ))}
          {issue.locked && (
            <Tag icon={<LockOutlined />}>{intl.formatMessage({ id: 'issues.locked' })}</Tag>
          )}
          {!issue.approved && (
            <Tag color="gold">{intl.formatMessage({ id: 'issues.pending' })}</Tag>
          )}
          <Typography.Text type="secondary">
            {intl.formatMessage(
              { id: 'issues.byline' },
              { author: issue.author.nickname, date: new Date(issue.createdAt).toLocaleString() },
            )}
          </Typography.Text>
          <Button
            icon={issue.voted ? <LikeFilled /> : <LikeOutlined />}
            loading={voting}
            onClick={() =>
              user ? dispatch({ type: 'issue/updateVote', payload: id }) : history.push('/login')
            }
            aria-pressed={issue.voted}
          >
            {intl.formatMessage({ id: 'issues.votes' }, { count: issue.votes })}
          </Button>
        </Space>
        {issue.duplicateOf && (
          <Typography.Paragraph>
            {intl.formatMessage({ id: 'issues.duplicateOf' })}{' '}
            <Link to={`/issues/${issue.duplicateOf}`}>{issue.duplicateOfTitle}</Link>
          </Typography.Paragraph>
        )}
        <Markdown>{issue.content}</Markdown>
        {issue.history.length > 0 && (
          <>
            <Divider orientation="left">{intl.formatMessage({ id: 'issues.history' })}</Divider>
            <Timeline
              items={issue.history.map((h, n) => ({
                key: n,
                children: intl.formatMessage(
                  { id: 'issues.historyLine' },
                  {
                    by: h.by,
                    from: intl.formatMessage({ id: `issues.status.${h.from}` }),
                    to: intl.formatMessage({ id: `issues.status.${h.to}` }),
                    date: new Date(h.at).toLocaleString(),
                  },
                ),
              }))}
            />
          </>
        )}
        <Divider orientation="left">
          {intl.formatMessage({ id: 'issues.comments' }, { count: issue.comments.length })}
        </Divider>
        <List
          dataSource={issue.comments}
          locale={{ emptyText: intl.formatMessage({ id: 'issues.noComments' }) }}
          renderItem={(c) => (
            <List.Item key={c.id}>
              <List.Item.Meta
                title={`${c.author.nickname} · ${new Date(c.createdAt).toLocaleString()}`}
                description={<Markdown>{c.content}</Markdown>}
              />
            </List.Item>
          )}
        />
        {user && notifyEmail !== undefined && (
          <Space style={{ margin: '8px 0 16px' }}>
            <Switch
              size="small"
              checked={notifyEmail}
              aria-label={intl.formatMessage({ id: 'issues.notifyEmail' })}
              onChange={(checked) => dispatch({ type: 'issue/updateNotify', payload: checked })}
            />
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: 'issues.notifyEmail' })}
            </Typography.Text>
          </Space>
        )}
        {user && (!issue.locked || user.role === 'admin') && (
          <Form form={form} onFinish={comment} layout="vertical">
            <Form.Item
              name="content"
              label={intl.formatMessage({ id: 'issues.comment' })}
              rules={[{ required: true, max: 5000 }]}
            >
              <Input.TextArea rows={4} maxLength={5000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={commenting}>
              {intl.formatMessage({ id: 'issues.comment.submit' })}
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
}
