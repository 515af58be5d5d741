import { Card, Tabs } from 'antd';
import { lazy, memo, Suspense } from 'react';
import { useIntl } from 'umi';

const HistoryPanel = lazy(() => import('./HistoryPanel'));
const AiCallList = lazy(() => import('@/components/ai/AiCallList'));

/** The signed-in user's parses and AI parser calls, under quick generate. */
function HistoryCard({ refreshKey }: { refreshKey: number | null | undefined }) {
  const intl = useIntl();
  return (
    <Card
      size="small"
      title={intl.formatMessage({ id: 'text.history' })}
      style={{ marginTop: 16 }}
      data-testid="parse-history"
    >
      <Tabs
        size="small"
        items={[
          {
            key: 'parses',
            label: intl.formatMessage({ id: 'text.history.parses' }),
            children: (
              <Suspense fallback={null}>
                <HistoryPanel />
              </Suspense>
            ),
          },
          {
            key: 'ai',
            label: intl.formatMessage({ id: 'ai.calls.title' }),
            children: (
              <Suspense fallback={null}>
                <AiCallList kind="parser" from="/text" refreshKey={refreshKey} />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}

export default memo(HistoryCard);
