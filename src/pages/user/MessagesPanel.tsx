import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import MessageContent from '@/components/MessageContent';
import { Code, type Envelope } from '@/contract/basics';
import type { Message } from '@/contract/message';
import type { RootState } from '@/models/rootState';
import { formatDateTime } from '@/utils/dates';
import { messageText } from '@/utils/messageLinks';
import { useEffectDispatch } from '@/hooks/useEffectDispatch';
import styles from './index.less';
import { useT } from '@/hooks/useT';

/** The paged message list with an unread filter; opening a message marks it read. */
export default function MessagesPanel() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const dispatchEffect = useEffectDispatch();
  const { list, total, page, pageSize, unreadOnly, unread } = useSelector(
    (state: RootState) => state.message,
  );
  const effects = useSelector((state: RootState) => state.loading.effects);
  const loading = effects['message/fetchPage'] ?? false;
  const markingAll = effects['message/updateAllRead'] ?? false;
  const [open, setOpen] = useState<Message | null>(null);

  const fetchPage = (query: { page: number; pageSize: number; unread: boolean }) =>
    dispatch({
      type: 'message/fetchPage',
      payload: { page: query.page, pageSize: query.pageSize, unread: query.unread || undefined },
    });

  // The first page on opening; paging and the filter ask again themselves.
  useEffect(() => {
    dispatch({ type: 'message/fetchPage', payload: { page: 1, pageSize: 10 } });
  }, [dispatch]);

  const openMessage = async (item: Message) => {
    setOpen(item);
    const res = await dispatchEffect<Envelope<Message>>('message/fetchOne', { id: item.id });
    if (res.code === Code.OK && res.data) setOpen(res.data);
  };

  return (
    <div className={styles.messages}>
      <div className={styles.toolbar}>
        <label className={styles.filter}>
          <Switch
            size="small"
            checked={unreadOnly}
            onChange={(checked) => fetchPage({ page: 1, pageSize, unread: checked })}
            aria-label={t('messages.unreadOnly')}
          />
          <span>{t('messages.unreadOnly')}</span>
        </label>
        <Button
          icon={<CheckOutlined />}
          disabled={unread === 0}
          loading={markingAll}
          onClick={() => dispatch({ type: 'message/updateAllRead' })}
        >
          {t('messages.markAll')}
        </Button>
      </div>
      <List<Message>
        loading={loading}
        dataSource={list}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(unreadOnly ? 'messages.emptyUnread' : 'messages.empty')}
            />
          ),
        }}
        pagination={
          total > pageSize && {
            current: page,
            pageSize,
            total,
            size: 'small',
            showSizeChanger: false,
            onChange: (next) => fetchPage({ page: next, pageSize, unread: unreadOnly }),
          }
        }
        renderItem={(item) => (
          <List.Item className={styles.messageItem}>
            <button
              type="button"
              className={`${styles.messageButton} ${item.read ? '' : styles.unread}`}
              onClick={() => void openMessage(item)}
              data-testid={`message-${item.id}`}
            >
              <span className={styles.messageIcon}>
                <Badge dot={!item.read} offset={[-2, 2]}>
                  <MailOutlined />
                </Badge>
              </span>
              <span className={styles.messageBody}>
                <span className={styles.messageTitle}>
                  {item.title}
                  {!item.read && <span className={styles.unreadTag}>{t('messages.new')}</span>}
                </span>
                <span className={styles.messageExcerpt}>{messageText(item.content)}</span>
              </span>
              <time className={styles.messageTime} dateTime={item.createdAt}>
                {formatDateTime(item.createdAt, intl.locale)}
              </time>
            </button>
          </List.Item>
        )}
      />
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('common.close')}</Button>}
      >
        {open && (
          <>
            <Typography.Text type="secondary">
              {formatDateTime(open.createdAt, intl.locale)}
            </Typography.Text>
            <Typography.Paragraph className={styles.messageContent}>
              <MessageContent content={open.content} />
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </div>
  );
}
