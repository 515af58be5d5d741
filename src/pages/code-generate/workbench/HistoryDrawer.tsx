import { DownloadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Drawer, List, Space, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import { AiCallList } from '@/components/ai';
import HistoryList, { HISTORY_PAGE_SIZE } from '@/components/HistoryList';
import type { RootState } from '@/models/rootState';
import { formatDateTime } from '@/utils/dates';
import { useT } from '@/hooks/useT';

export interface HistoryDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Reopens an entry on the workbench. */
  onOpen: (id: number) => void;
  /** Reopens an entry and downloads its zip again. */
  onDownload: (id: number) => void;
  /** The entry being opened or downloaded. */
  busyId: number | null;
}

/** A signed-in user's generations and AI calls, paged, newest first. */
export default function HistoryDrawer({
  open,
  onClose,
  onOpen,
  onDownload,
  busyId,
}: HistoryDrawerProps) {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const history = useSelector((s: RootState) => s.codeGenerate.history);
  const lastId = useSelector((s: RootState) => s.codeGenerate.result?.historyId);
  const loading = useSelector((s: RootState) => s.loading.effects['codeGenerate/fetchHistory']);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (open && signedIn) {
      dispatch({
        type: 'codeGenerate/fetchHistory',
        payload: { page, pageSize: HISTORY_PAGE_SIZE },
      });
    }
  }, [open, signedIn, page, lastId, dispatch]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('codeGenerate.history')}
      width={480}
      destroyOnHidden
    >
      <Tabs
        items={[
          {
            key: 'generations',
            label: t('codeGenerate.history.generations'),
            children: (
              <HistoryList
                from="/code-generate"
                messages={{
                  signIn: 'codeGenerate.history.signIn',
                  signInLink: 'codeGenerate.history.signInLink',
                  empty: 'codeGenerate.history.empty',
                }}
                history={history}
                loading={loading}
                page={page}
                onPageChange={setPage}
                renderItem={(item) => (
                  <List.Item
                    data-testid={`generation-${item.id}`}
                    actions={[
                      <Button
                        key="open"
                        size="small"
                        icon={<FolderOpenOutlined />}
                        loading={busyId === item.id}
                        onClick={() => onOpen(item.id)}
                      >
                        {t('codeGenerate.history.open')}
                      </Button>,
                      <Button
                        key="zip"
                        size="small"
                        icon={<DownloadOutlined />}
                        aria-label={t('codeGenerate.history.download')}
                        title={t('codeGenerate.history.download')}
                        disabled={busyId !== null}
                        onClick={() => onDownload(item.id)}
                      />,
                    ]}
                  >
                    <List.Item.Meta
                      title={
                        <Space size={4} wrap>
                          <Tag>{item.templateName}</Tag>
                          {item.tableNames.slice(0, 3).join(', ')}
                          {item.tableCount > 3 && `, +${item.tableCount - 3}`}
                        </Space>
                      }
                      description={
                        <Typography.Text type="secondary">
                          {t('codeGenerate.history.summary', {
                            tables: item.tableCount,
                            files: item.fileCount,
                            time: formatDateTime(item.createdAt, intl.locale),
                          })}
                        </Typography.Text>
                      }
                    />
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'ai',
            label: t('ai.calls.title'),
            children: <AiCallList from="/code-generate" refreshKey={lastId} />,
          },
        ]}
      />
    </Drawer>
  );
}
