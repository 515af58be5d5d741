import { Alert, Button, List, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/types';

const PAGE_SIZE = 10;

/** The signed-in user's parses, newest first; a click reopens one. */
export default function HistoryPanel({ onOpened }: { onOpened?: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const history = useSelector((s: RootState) => s.text.history);
  const loading = useSelector((s: RootState) => s.loading.effects['text/fetchHistory']);
  const result = useSelector((s: RootState) => s.text.result);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (signedIn) dispatch({ type: 'text/fetchHistory', payload: { page, pageSize: PAGE_SIZE } });
  }, [signedIn, page, result?.historyId, dispatch]);

  if (!signedIn) {
    return (
      <Alert
        type="info"
        showIcon
        message={intl.formatMessage({ id: 'text.history.signIn' })}
        action={
          <Link to="/login?redirect=%2Ftext">
            {intl.formatMessage({ id: 'text.history.signInLink' })}
          </Link>
        }
      />
    );
  }
  return (
    <List
      size="small"
      loading={loading}
      // Keyed by entry, so a refresh that puts a new parse on top never reuses an older entry's button.
      rowKey="id"
      dataSource={history?.list ?? []}
      locale={{ emptyText: intl.formatMessage({ id: 'text.history.empty' }) }}
      pagination={
        history && history.total > PAGE_SIZE
          ? {
              current: page,
              pageSize: PAGE_SIZE,
              total: history.total,
              onChange: setPage,
              size: 'small',
            }
          : false
      }
      renderItem={(item) => (
        <List.Item
          actions={[
            <Button
              key="open"
              size="small"
              onClick={async () => {
                await dispatch({ type: 'text/fetchHistoryEntry', payload: { id: item.id } });
                onOpened?.();
              }}
            >
              {intl.formatMessage({ id: 'text.history.open' })}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <>
                <Tag>{item.inputType}</Tag>
                {item.fileName ?? item.tableNames.slice(0, 3).join(', ')}
              </>
            }
            description={
              <Typography.Text type="secondary">
                {intl.formatMessage(
                  { id: 'text.history.summary' },
                  { tables: item.tableCount, fields: item.fieldCount },
                )}{' '}
                · {new Date(item.createdAt).toLocaleString(intl.locale)}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
