import { List, Space, Tag, Typography } from 'antd';
import { memo, useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import HistoryList, { HISTORY_PAGE_SIZE } from '@/components/HistoryList';
import type { AiCall, AiKind, AiOutcome } from '@/contract/ai';
import type { RootState } from '@/models/rootState';
import { formatDateTime } from '@/utils/dates';
import { useT } from '@/hooks/useT';

export const OUTCOME_COLORS: Record<AiOutcome, string> = {
  pending: 'processing',
  ok: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** "1,234 tokens · 2.1 s" of a call, leaving out what the service did not report. */
export function callMetrics(
  call: AiCall,
  t: (id: string, v?: Record<string, string | number>) => string,
) {
  const parts: string[] = [];
  if (call.totalTokens !== null) parts.push(t('ai.calls.tokens', { tokens: call.totalTokens }));
  if (call.latencyMs !== null)
    parts.push(t('ai.calls.latency', { seconds: (call.latencyMs / 1000).toFixed(1) }));
  parts.push(t('ai.calls.charged', { charged: call.charged }));
  return parts.join(' · ');
}

export interface AiCallListProps {
  /** Only calls of this kind (the text tool shows its parses). */
  kind?: AiKind;
  /** The page the sign-in link comes back to. */
  from: string;
  /** Changes when a new call was made, to read the first page again. */
  refreshKey?: unknown;
}

/** The signed-in user's own recorded AI calls, newest first, with outcome, tokens and cost. */
function AiCallList({ kind, from, refreshKey }: AiCallListProps) {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const signedIn = useSelector((s: RootState) => s.user.signedIn);
  const calls = useSelector((s: RootState) => s.codeGenerate.aiCalls);
  const loading = useSelector((s: RootState) => s.loading.effects['codeGenerate/fetchAiCalls']);
  const [page, setPage] = useState(1);

  useEffect(() => {
    if (signedIn)
      dispatch({
        type: 'codeGenerate/fetchAiCalls',
        payload: { page, pageSize: HISTORY_PAGE_SIZE, ...(kind ? { kind } : {}) },
      });
  }, [signedIn, page, kind, refreshKey, dispatch]);

  return (
    <HistoryList
      from={from}
      messages={{
        signIn: 'ai.calls.signIn',
        signInLink: 'ai.signIn.link',
        empty: 'ai.calls.empty',
      }}
      history={calls}
      loading={loading}
      page={page}
      onPageChange={setPage}
      size="small"
      renderItem={(call) => (
        <List.Item data-testid={`ai-call-${call.id}`}>
          <List.Item.Meta
            title={
              <Space size={4} wrap>
                <Tag>{t(`ai.kind.${call.kind}`)}</Tag>
                <Tag color={OUTCOME_COLORS[call.outcome]}>{t(`ai.outcome.${call.outcome}`)}</Tag>
                <Typography.Text>{call.model}</Typography.Text>
              </Space>
            }
            description={
              <Space direction="vertical" size={0} style={{ width: '100%' }}>
                <Typography.Text ellipsis={{ tooltip: call.summary }}>
                  {call.summary}
                </Typography.Text>
                {call.error && <Typography.Text type="danger">{call.error}</Typography.Text>}
                <Typography.Text type="secondary">
                  {callMetrics(call, t)} · {formatDateTime(call.createdAt, intl.locale)}
                </Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}

export default memo(AiCallList);
