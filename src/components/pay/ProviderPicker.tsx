import { Alert, Radio } from 'antd';
import type { ProviderId, ProviderOption } from '@/contract/sponsor';
import { useT } from '@/hooks/useT';

/** The providers on offer, or a plain "payments are not set up" when there are none. */
export default function ProviderPicker({
  providers,
  value,
  onChange,
}: {
  providers: ProviderOption[];
  value: ProviderId | undefined;
  onChange: (id: ProviderId) => void;
}) {
  const t = useT();
  if (providers.length === 0) {
    return <Alert type="info" showIcon message={t('pay.none')} data-testid="pay-none" />;
  }
  return (
    <Radio.Group value={value} onChange={(e) => onChange(e.target.value as ProviderId)}>
      {providers.map((p) => (
        <Radio.Button key={p.id} value={p.id} data-testid={`provider-${p.id}`}>
          {t(`pay.provider.${p.id}`)}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
