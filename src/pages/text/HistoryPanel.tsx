import { Button, List, Tag, Typography } from 'antd';
import { memo, useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import HistoryList, { HISTORY_PAGE_SIZE } from '@/components/HistoryList';
import type { RootState } from '@/models/rootState';

/** The signed-in user's parses, newest first; a click reopens one. */
function HistoryPanel({ onOpened }: { onOpened?: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const history = useSelector((s: RootState) => s.text.history);
  const loading = useSelector((s: RootState) => s.loading.effects['text/fetchHistory']);
  const result = useSelector((s: RootState) => s.text.result);
  const recordedId = useSelector((s: RootState) => s.text.recordedId);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (signedIn)
      dispatch({ type: 'text/fetchHistory', payload: { page, pageSize: HISTORY_PAGE_SIZE } });
  }, [signedIn, page, result?.historyId, recordedId, dispatch]);

  return (
    <HistoryList
      from="/text"
      messages={{
        signIn: 'text.history.signIn',
        signInLink: 'text.history.signInLink',
        empty: 'text.history.empty',
      }}
      history={history}
      loading={loading}
      page={page}
      onPageChange={setPage}
      size="small"
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

export default memo(HistoryPanel);
