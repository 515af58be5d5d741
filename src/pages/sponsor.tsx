import { HeartOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  InputNumber,
  List,
  Radio,
  Space,
  Statistic,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import PageHeader from '@/components/PageHeader';
import PayDialog from '@/components/pay/PayDialog';
import ProviderPicker from '@/components/pay/ProviderPicker';
import { formatMoney } from '@/components/pay/money';
import type { CreatedOrder, CreateOrderBody, ProviderId } from '@/contract/sponsor';
import type { RootState } from '@/models/rootState';
import { formatDate } from '@/utils/dates';
import sponsorModel from '@/models/sponsor';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

interface SponsorForm {
  preset?: number;
  custom?: number;
  displayName?: string;
  message?: string;
  anonymous?: boolean;
}

const PAGE_SIZE = 20;

/** Why sponsor, the sponsorship form with its payment, and the sponsor wall. */
export default function SponsorPage() {
  useModels(sponsorModel);
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const { wall, options } = useSelector((state: RootState) => state.sponsor);
  const creating = useSelector((state: RootState) => state.loading.effects['sponsor/createOrder']);
  const [form] = Form.useForm<SponsorForm>();
  const [provider, setProvider] = useState<ProviderId>();
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [page, setPage] = useState(1);
  const anonymous = Form.useWatch('anonymous', form);

  useEffect(() => {
    dispatch({ type: 'sponsor/fetchOptions' });
  }, [dispatch]);
  useEffect(() => {
    dispatch({ type: 'sponsor/fetchList', payload: { page, pageSize: PAGE_SIZE } });
  }, [dispatch, page]);
  useEffect(() => {
    if (!provider && options?.providers[0]) setProvider(options.providers[0].id);
  }, [options, provider]);

  const currency = options?.sponsor.currency ?? 'CNY';
  const money = (amount: number, cur = currency) => formatMoney(amount, cur, intl.locale);

  const submit = async (values: SponsorForm) => {
    if (!provider) return;
    const amount = values.custom ? Math.round(values.custom * 100) : values.preset;
    const body: CreateOrderBody = {
      kind: 'sponsor',
      provider,
      amount,
      currency,
      displayName: values.displayName,
      message: values.message,
      anonymous: values.anonymous ?? false,
    };
    const created = (await dispatch({ type: 'sponsor/createOrder', payload: body })) as unknown as
      CreatedOrder | undefined;
    if (created) setOrder(created);
  };

  return (
    <>
      <PageHeader
        icon={<HeartOutlined />}
        title="sponsor.title"
        description="sponsor.description"
      />
      <Card style={{ marginBottom: 16 }}>
        <Typography.Title level={4}>{t('pay.sponsor.why.title')}</Typography.Title>
        <Typography.Paragraph>{t('pay.sponsor.why')}</Typography.Paragraph>
      </Card>
      <Card title={t('pay.sponsor.form')} style={{ marginBottom: 16 }}>
        {options && (
          <Form
            form={form}
            layout="vertical"
            initialValues={{ preset: options.sponsor.presets[1] }}
            onFinish={(v) => void submit(v)}
          >
            <Form.Item name="preset" label={t('pay.sponsor.amount')}>
              <Radio.Group
                onChange={() => form.setFieldValue('custom', undefined)}
                optionType="button"
                options={options.sponsor.presets.map((p) => ({ value: p, label: money(p) }))}
              />
            </Form.Item>
            <Form.Item
              name="custom"
              label={t('pay.sponsor.custom', { currency })}
              rules={[
                {
                  type: 'number',
                  min: options.sponsor.min / 100,
                  max: options.sponsor.max / 100,
                  message: t('pay.sponsor.custom.range', {
                    min: money(options.sponsor.min),
                    max: money(options.sponsor.max),
                  }),
                },
              ]}
            >
              <InputNumber
                precision={2}
                style={{ width: 200 }}
                data-testid="sponsor-custom"
                onChange={(v) => v && form.setFieldValue('preset', undefined)}
              />
            </Form.Item>
            <Form.Item
              name="displayName"
              label={t('pay.sponsor.displayName')}
              rules={[{ max: 40, message: t('pay.sponsor.displayName.max') }]}
            >
              <Input disabled={anonymous} maxLength={40} data-testid="sponsor-name" />
            </Form.Item>
            <Form.Item name="anonymous" valuePropName="checked">
              <Checkbox>{t('pay.sponsor.anonymous')}</Checkbox>
            </Form.Item>
            <Form.Item
              name="message"
              label={t('pay.sponsor.message')}
              rules={[{ max: 200, message: t('pay.sponsor.message.max') }]}
            >
              <Input.TextArea maxLength={200} showCount rows={2} data-testid="sponsor-message" />
            </Form.Item>
            <Form.Item label={t('pay.provider')}>
              <ProviderPicker
                providers={options.providers}
                value={provider}
                onChange={setProvider}
              />
            </Form.Item>
            {options.providers.length > 0 && (
              <Button
                type="primary"
                htmlType="submit"
                loading={creating}
                icon={<HeartOutlined />}
                data-testid="sponsor-submit"
              >
                {t('pay.sponsor.submit')}
              </Button>
            )}
          </Form>
        )}
      </Card>
      <Card title={t('pay.wall.title')} data-testid="sponsor-wall">
        {wall && (
          <Space size="large" wrap style={{ marginBottom: 16 }}>
            <Statistic title={t('pay.wall.sponsors')} value={wall.sponsors} />
            {wall.totals.map((total) => (
              <Statistic
                key={total.currency}
                title={t('pay.wall.total', { currency: total.currency })}
                value={money(total.amount, total.currency)}
              />
            ))}
          </Space>
        )}
        {wall && wall.total === 0 ? (
          <Alert type="info" message={t('pay.wall.empty')} />
        ) : (
          <List
            dataSource={wall?.list ?? []}
            loading={!wall}
            pagination={
              wall && wall.total > PAGE_SIZE
                ? { current: page, pageSize: PAGE_SIZE, total: wall.total, onChange: setPage }
                : false
            }
            renderItem={(s) => (
              <List.Item
                extra={<Typography.Text strong>{money(s.amount, s.currency)}</Typography.Text>}
              >
                <List.Item.Meta
                  title={s.displayName === 'Anonymous' ? t('pay.wall.anonymous') : s.displayName}
                  description={
                    <>
                      {s.message && <div>{s.message}</div>}
                      <Typography.Text type="secondary">
                        {formatDate(s.paidAt, intl.locale)}
                      </Typography.Text>
                    </>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <PayDialog
        order={order}
        paidContent={t('pay.sponsor.thanks')}
        onClose={(status) => {
          setOrder(null);
          if (status === 'paid') {
            form.resetFields();
            setPage(1);
            dispatch({ type: 'sponsor/fetchList', payload: { page: 1, pageSize: PAGE_SIZE } });
          }
        }}
      />
    </>
  );
}
