import { Typography } from 'antd';
import type { AiModel, AiUsage } from '@/contract/ai';
import { useT } from '@/hooks/useT';

/**
 * What the next call would spend, before it is spent: "19 AI calls left today · balance 99
 * credits · this model costs 1". In warning colour when the calls or the balance would not do.
 */
export default function AiUsageLine({ usage, model }: { usage: AiUsage | null; model?: AiModel }) {
  const t = useT();
  if (!usage) return null;
  const price = model?.price ?? 0;
  const short = usage.remaining === 0 || price > usage.balance;
  const parts = [
    t('ai.usage.left', { remaining: usage.remaining, limit: usage.dailyLimit }),
    t('ai.usage.balance', { balance: usage.balance }),
    price === 0 ? t('ai.usage.free') : t('ai.usage.costs', { price }),
  ];
  return (
    <Typography.Text type={short ? 'warning' : 'secondary'} data-testid="ai-usage" role="status">
      {parts.join(' · ')}
    </Typography.Text>
  );
}
