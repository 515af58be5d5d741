import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import PayDialog from '@/components/pay/PayDialog';
import ProviderPicker from '@/components/pay/ProviderPicker';
import { formatMoney } from '@/components/pay/money';
import type { CreatedOrder, OrderStatus, Plan, ProviderId } from '@/contract/sponsor';
import type { RootState } from '@/models/rootState';
import { formatDate } from '@/utils/dates';
import { useT } from '@/hooks/useT';

export const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'processing',
  paid: 'success',
  closed: 'default',
  expired: 'default',
  refunded: 'warning',
};

/** Buy VIP plans and credit packs, and the caller's order history. */
export default function PurchasePanel() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const { options, myOrders } = useSelector((state: RootState) => state.sponsor);
  const loadingOrders = useSelector(
    (state: RootState) => state.loading.effects['sponsor/fetchMyOrders'],
  );
  const [provider, setProvider] = useState<ProviderId>();
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [page, setPage] = useState(1);

  useEffect(() => {
    dispatch({ type: 'sponsor/fetchOptions' });
  }, [dispatch]);
  useEffect(() => {
    dispatch({ type: 'sponsor/fetchMyOrders', payload: { page, pageSize: 10 } });
  }, [dispatch, page]);
  useEffect(() => {
    if (!provider && options?.providers[0]) setProvider(options.providers[0].id);
  }, [options, provider]);

  const money = (amount: number, currency: string) => formatMoney(amount, currency, intl.locale);
  const buy = async (plan: Plan) => {
    if (!provider) return;
    const created = (await dispatch({
      type: 'sponsor/createOrder',
      payload: { kind: plan.kind, provider, planId: plan.id },
    })) as unknown as CreatedOrder | undefined;
    if (created) setOrder(created);
  };
  const planCard = (plan: Plan) => (
    <Card key={plan.id} size="small" style={{ width: 200 }} data-testid={`plan-${plan.id}`}>
      <Typography.Title level={5}>{plan.name}</Typography.Title>
      <Typography.Paragraph>
        {plan.kind === 'vip'
          ? t('pay.plan.days', { days: plan.days ?? 0 })
          : t('pay.plan.credits', { credits: plan.credits ?? 0 })}
      </Typography.Paragraph>
      <Typography.Title level={4}>{money(plan.amount, plan.currency)}</Typography.Title>
      <Button
        type="primary"
        block
        disabled={!provider}
        onClick={() => void buy(plan)}
        data-testid={`buy-${plan.id}`}
      >
        {t('pay.plan.buy')}
      </Button>
    </Card>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {options && (
        <>
          <ProviderPicker providers={options.providers} value={provider} onChange={setProvider} />
          <Typography.Title level={5}>{t('pay.plans')}</Typography.Title>
          <Space wrap>{options.plans.map(planCard)}</Space>
          <Typography.Title level={5}>{t('pay.packs')}</Typography.Title>
          <Space wrap>{options.packs.map(planCard)}</Space>
        </>
      )}
      <Typography.Title level={5}>{t('pay.orders')}</Typography.Title>
      <Table
        rowKey="orderId"
        size="small"
        loading={loadingOrders}
        dataSource={myOrders?.list ?? []}
        data-testid="my-orders"
        pagination={{ current: page, pageSize: 10, total: myOrders?.total ?? 0, onChange: setPage }}
        columns={[
          {
            title: t('pay.order.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDate(v, intl.locale),
          },
          { title: t('pay.order.title'), dataIndex: 'title' },
          {
            title: t('pay.order.amount'),
            key: 'amount',
            render: (_, o) => money(o.amount, o.currency),
          },
          {
            title: t('pay.order.status'),
            dataIndex: 'status',
            render: (s: OrderStatus) => <Tag color={STATUS_COLORS[s]}>{t(`pay.status.${s}`)}</Tag>,
          },
        ]}
      />
      <PayDialog
        order={order}
        paidContent={t('pay.plan.thanks')}
        onClose={(status) => {
          setOrder(null);
          dispatch({ type: 'sponsor/fetchMyOrders', payload: { page: 1, pageSize: 10 } });
          if (status === 'paid') {
            dispatch({ type: 'vip/fetchVip' });
            dispatch({ type: 'vip/fetchBalance' });
          }
        }}
      />
    </Space>
  );
}
