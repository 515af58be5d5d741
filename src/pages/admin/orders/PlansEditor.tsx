import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import { formatMoney } from '@/components/pay/money';
import type { Plan, SavePlanBody } from '@/contract/sponsor';
import type { RootState } from '@/models/rootState';
import { useT } from '@/hooks/useT';

type PlanForm = Omit<SavePlanBody, 'amount'> & { price: number };

/** Every VIP plan and credit pack, with a form to add or change one. */
export default function PlansEditor() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const plans = useSelector((state: RootState) => state.sponsor.adminPlans);
  const saving = useSelector((state: RootState) => state.loading.effects['sponsor/updatePlan']);
  const [editing, setEditing] = useState<Partial<PlanForm> | null>(null);
  const [form] = Form.useForm<PlanForm>();
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    dispatch({ type: 'sponsor/fetchAdminPlans' });
  }, [dispatch]);
  useEffect(() => {
    if (editing) form.setFieldsValue(editing);
  }, [editing, form]);

  const save = async ({ price, ...values }: PlanForm) => {
    const ok = (await dispatch({
      type: 'sponsor/updatePlan',
      payload: { ...values, amount: Math.round(price * 100) },
    })) as unknown as boolean;
    if (ok) setEditing(null);
  };
  const edit = (plan?: Plan) =>
    setEditing(
      plan
        ? { ...plan, price: plan.amount / 100, days: plan.days, credits: plan.credits }
        : { kind: 'vip', currency: 'CNY', active: true, sort: 0 },
    );

  return (
    <>
      <Button type="primary" onClick={() => edit()} style={{ marginBottom: 16 }}>
        {t('pay.admin.plan.add')}
      </Button>
      <Table
        rowKey="id"
        size="small"
        dataSource={plans}
        pagination={false}
        columns={[
          { title: 'Id', dataIndex: 'id' },
          { title: t('pay.order.kind'), dataIndex: 'kind', render: (k) => t(`pay.kind.${k}`) },
          { title: t('pay.admin.plan.name'), dataIndex: 'name' },
          {
            title: t('pay.order.amount'),
            key: 'amount',
            render: (_, p) => formatMoney(p.amount, p.currency, intl.locale),
          },
          {
            title: t('pay.admin.plan.grants'),
            key: 'grants',
            render: (_, p) => p.days ?? p.credits,
          },
          {
            title: t('pay.admin.plan.active'),
            dataIndex: 'active',
            render: (a) => (a ? '✓' : '—'),
          },
          {
            title: '',
            key: 'actions',
            render: (_, p) => (
              <>
                <Button size="small" type="link" onClick={() => edit(p)}>
                  {t('pay.admin.plan.edit')}
                </Button>
                <Popconfirm
                  title={t('pay.admin.plan.remove.confirm')}
                  onConfirm={() => dispatch({ type: 'sponsor/removePlan', payload: { id: p.id } })}
                >
                  <Button size="small" type="link" danger>
                    {t('pay.admin.plan.remove')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t('pay.admin.plan.title')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} preserve={false}>
          <Form.Item
            name="id"
            label="Id"
            rules={[
              { required: true, pattern: /^[a-z0-9-]{1,32}$/, message: t('pay.admin.plan.id') },
            ]}
          >
            <Input disabled={Boolean(editing && plans.some((p) => p.id === editing.id))} />
          </Form.Item>
          <Form.Item name="kind" label={t('pay.order.kind')} rules={[{ required: true }]}>
            <Select
              options={[
                { value: 'vip', label: t('pay.kind.vip') },
                { value: 'credits', label: t('pay.kind.credits') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('pay.admin.plan.name')}
            rules={[{ required: true, max: 60, message: t('pay.admin.plan.name.required') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="price"
            label={t('pay.order.amount')}
            rules={[
              { required: true, type: 'number', min: 0.01, message: t('pay.admin.plan.price') },
            ]}
          >
            <InputNumber precision={2} min={0.01} />
          </Form.Item>
          <Form.Item
            name="currency"
            label={t('pay.admin.plan.currency')}
            rules={[{ required: true, len: 3 }]}
          >
            <Input maxLength={3} style={{ width: 100 }} />
          </Form.Item>
          {kind === 'vip' ? (
            <Form.Item
              name="days"
              label={t('pay.admin.plan.days')}
              rules={[{ required: true, type: 'number', min: 1 }]}
            >
              <InputNumber min={1} max={3650} />
            </Form.Item>
          ) : (
            <Form.Item
              name="credits"
              label={t('pay.admin.plan.credits')}
              rules={[{ required: true, type: 'number', min: 1 }]}
            >
              <InputNumber min={1} />
            </Form.Item>
          )}
          <Form.Item name="sort" label={t('pay.admin.plan.sort')}>
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="active" label={t('pay.admin.plan.active')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
