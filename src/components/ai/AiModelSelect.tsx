import { Select, Space, Tag, Typography } from 'antd';
import { useIntl } from 'umi';
import type { AiModel } from '@/contract/ai';

export interface AiModelSelectProps {
  models: AiModel[];
  value?: string;
  onChange?: (id: string) => void;
  id?: string;
  disabled?: boolean;
}

/** The price of one call, "free" for price 0. */
export function PriceTag({ price }: { price: number }) {
  const intl = useIntl();
  return price === 0 ? (
    <Tag color="green">{intl.formatMessage({ id: 'ai.price.free' })}</Tag>
  ) : (
    <Tag color="gold">{intl.formatMessage({ id: 'ai.price' }, { price })}</Tag>
  );
}

/** A model picker showing each model's name, price per call and description. */
export default function AiModelSelect({
  models,
  value,
  onChange,
  id,
  disabled,
}: AiModelSelectProps) {
  const intl = useIntl();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      aria-label={intl.formatMessage({ id: 'ai.model' })}
      optionLabelProp="label"
      options={models.map((model) => ({
        value: model.id,
        label: (
          <Space size={4}>
            {model.name}
            <PriceTag price={model.price} />
          </Space>
        ),
        title: model.name,
        description: model.description,
      }))}
      optionRender={(option) => (
        <Space direction="vertical" size={0} data-testid={`ai-model-${String(option.value)}`}>
          {option.label}
          {option.data.description && (
            <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
              {option.data.description}
            </Typography.Text>
          )}
        </Space>
      )}
    />
  );
}
