import { Button, List, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/rootState';

/** Issues waiting for approval (a first issue with links): approve or hide. */
export default function IssueQueue() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const list = useSelector((state: RootState) => state.issue.list);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['issue/fetchList'] ?? false,
  );
  const reload = () => dispatch({ type: 'issue/fetchList', payload: { pending: true } });

  useEffect(() => {
    dispatch({ type: 'issue/fetchList', payload: { pending: true } });
  }, [dispatch]);

  const moderate = async (id: string, changes: object) => {
    await dispatch({ type: 'issue/updateModeration', payload: { id, ...changes } });
    reload();
  };

  return (
    <List
      loading={loading}
      dataSource={list.filter((i) => !i.approved)}
      locale={{ emptyText: intl.formatMessage({ id: 'communityAdmin.queue.empty' }) }}
      renderItem={(issue) => (
        <List.Item
          key={issue.id}
          actions={[
            <Button
              key="approve"
              type="primary"
              onClick={() => moderate(issue.id, { approved: true })}
            >
              {intl.formatMessage({ id: 'issues.admin.approve' })}
            </Button>,
            <Button
              key="hide"
              danger
              onClick={() => moderate(issue.id, { hidden: true, approved: true })}
            >
              {intl.formatMessage({ id: 'issues.admin.hide' })}
            </Button>,
          ]}
        >
          <Space direction="vertical">
            <Link to={`/issues/${issue.id}`}>
              #{issue.number} {issue.title}
            </Link>
            <Typography.Text type="secondary">{issue.author.nickname}</Typography.Text>
            <Typography.Paragraph ellipsis={{ rows: 3 }}>{issue.content}</Typography.Paragraph>
          </Space>
        </List.Item>
      )}
    />
  );
}
