import { DownloadOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Select, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import { useFeedback } from '@/components/feedback';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import { formatMoney } from '@/components/pay/money';
import {
  ORDER_KINDS,
  ORDER_STATUSES,
  PROVIDERS,
  type AdminOrder,
  type AdminOrderQuery,
  type OrderStatus,
} from '@/contract/sponsor';
import type { RootState } from '@/models/rootState';
import { adminExportOrders } from '@/services/sponsor';
import { downloadBlob } from '@/utils/clipboard';
import { formatDate } from '@/utils/dates';
import { STATUS_COLORS } from '../../user/PurchasePanel';
import PlansEditor from './PlansEditor';
import sponsorModel from '@/models/sponsor';
import vipModel from '@/models/vip';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

function Orders() {
  const intl = useIntl();
  const t = useT();
  const { message } = useFeedback();
  const dispatch = useDispatch();
  const page = useSelector((state: RootState) => state.sponsor.adminOrders);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['sponsor/fetchAdminOrders'],
  );
  const [query, setQuery] = useState<AdminOrderQuery>({ page: 1, pageSize: 20 });

  useEffect(() => {
    dispatch({ type: 'sponsor/fetchAdminOrders', payload: query });
  }, [dispatch, query]);

  const filter = (patch: Partial<AdminOrderQuery>) => setQuery({ ...query, ...patch, page: 1 });
  /** Every order the filters select (not only this page), as the server's CSV file. */
  const exportCsv = async () => {
    const { page: _p, pageSize: _s, ...filters } = query;
    try {
      const blob = await adminExportOrders({ body: filters });
      downloadBlob(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      // The request layer has already shown the failure; there is no file to save.
    }
  };
  const refund = async (order: AdminOrder) => {
    const done = (await dispatch({
      type: 'sponsor/updateRefund',
      payload: { orderId: order.orderId },
    })) as unknown as boolean;
    if (done) void message.success(t('pay.admin.refunded'));
  };
  const options = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('pay.order.status')}
          style={{ width: 140 }}
          options={options(ORDER_STATUSES, 'pay.status')}
          onChange={(status) => filter({ status })}
        />
        <Select
          allowClear
          placeholder={t('pay.order.kind')}
          style={{ width: 140 }}
          options={options(ORDER_KINDS, 'pay.kind')}
          onChange={(kind) => filter({ kind })}
        />
        <Select
          allowClear
          placeholder={t('pay.provider')}
          style={{ width: 140 }}
          options={options(PROVIDERS, 'pay.provider')}
          onChange={(provider) => filter({ provider })}
        />
        <Input.Search
          allowClear
          placeholder={t('pay.admin.search')}
          style={{ width: 280 }}
          onSearch={(q) => filter({ q: q || undefined })}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
          {t('pay.admin.export')}
        </Button>
      </Space>
      <Table
        rowKey="orderId"
        size="small"
        loading={loading}
        dataSource={page?.list ?? []}
        scroll={{ x: 1000 }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: page?.total ?? 0,
          onChange: (p, pageSize) => setQuery({ ...query, page: p, pageSize }),
        }}
        columns={[
          {
            title: t('pay.order.createdAt'),
            dataIndex: 'createdAt',
            render: (v: string) => formatDate(v, intl.locale),
          },
          { title: t('pay.order.id'), dataIndex: 'orderId', ellipsis: true },
          { title: t('pay.order.kind'), dataIndex: 'kind', render: (k) => t(`pay.kind.${k}`) },
          { title: t('pay.order.title'), dataIndex: 'title' },
          {
            title: t('pay.order.amount'),
            key: 'amount',
            render: (_, o) => formatMoney(o.amount, o.currency, intl.locale),
          },
          {
            title: t('pay.provider'),
            dataIndex: 'provider',
            render: (p) => t(`pay.provider.${p}`),
          },
          {
            title: t('pay.order.status'),
            dataIndex: 'status',
            render: (s: OrderStatus) => <Tag color={STATUS_COLORS[s]}>{t(`pay.status.${s}`)}</Tag>,
          },
          {
            title: t('pay.order.buyer'),
            key: 'buyer',
            render: (_, o) => o.userEmail ?? (o.displayName || t('pay.wall.anonymous')),
          },
          {
            title: '',
            key: 'actions',
            render: (_, o) =>
              o.status === 'paid' && (
                <Popconfirm title={t('pay.admin.refund.confirm')} onConfirm={() => refund(o)}>
                  <Button size="small" danger>
                    {t('pay.admin.refund')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </>
  );
}

/** Admin: orders with filters, refunds and CSV export; the plans and packs editor. */
export default function AdminOrdersPage() {
  useModels(sponsorModel, vipModel);
  const intl = useIntl();
  return (
    <>
      <PageHeader
        icon={<ShoppingOutlined />}
        title="pay.admin.title"
        description="pay.admin.description"
      />
      <RequireAuth>
        <Card>
          <Tabs
            items={[
              {
                key: 'orders',
                label: intl.formatMessage({ id: 'pay.admin.orders' }),
                children: <Orders />,
              },
              {
                key: 'plans',
                label: intl.formatMessage({ id: 'pay.admin.plans' }),
                children: <PlansEditor />,
              },
            ]}
          />
        </Card>
      </RequireAuth>
    </>
  );
}
