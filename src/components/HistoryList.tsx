import { Alert, List } from 'antd';
import type { ReactNode } from 'react';
import { Link, useIntl, useSelector } from 'umi';
import type { PageResult } from '@/contract/core';
import type { RootState } from '@/models/rootState';

export const HISTORY_PAGE_SIZE = 10;

export interface HistoryListProps<T extends { id: number }> {
  /** The page path the sign-in link comes back to. */
  from: string;
  /** Message ids of the sign-in prompt, its link and the empty list. */
  messages: { signIn: string; signInLink: string; empty: string };
  history: PageResult<T> | null;
  loading?: boolean;
  page: number;
  onPageChange: (page: number) => void;
  size?: 'small';
  renderItem: (item: T) => ReactNode;
}

/**
 * A signed-in user's history entries, paged (HISTORY_PAGE_SIZE), or a sign-in prompt. The parent
 * keeps the page and fetches it, as it knows when the list is shown and when a new entry arrives.
 */
export default function HistoryList<T extends { id: number }>({
  from,
  messages,
  history,
  loading,
  page,
  onPageChange,
  size,
  renderItem,
}: HistoryListProps<T>) {
  const intl = useIntl();
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  if (!signedIn) {
    return (
      <Alert
        type="info"
        showIcon
        message={intl.formatMessage({ id: messages.signIn })}
        action={
          <Link to={`/login?redirect=${encodeURIComponent(from)}`}>
            {intl.formatMessage({ id: messages.signInLink })}
          </Link>
        }
      />
    );
  }
  return (
    <List
      size={size}
      loading={loading}
      // Keyed by entry, so a refresh that puts a new entry on top never reuses an older entry's row.
      rowKey="id"
      dataSource={history?.list ?? []}
      locale={{ emptyText: intl.formatMessage({ id: messages.empty }) }}
      pagination={
        history && history.total > HISTORY_PAGE_SIZE
          ? {
              current: page,
              pageSize: HISTORY_PAGE_SIZE,
              total: history.total,
              onChange: onPageChange,
              size: 'small',
            }
          : false
      }
      renderItem={renderItem}
    />
  );
}
