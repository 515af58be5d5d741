import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import { OUTCOME_COLORS } from '@/components/ai';
import { zodRule } from '@/components/zodRule';
import {
  aiKindSchema,
  aiListQuery,
  aiOutcomeSchema,
  type AiCallAdmin,
  type AiListQuery,
} from '@/contract/ai';
import type { RootState } from '@/models/rootState';
import { formatDateTime } from '@/utils/dates';
import styles from './index.less';
import { useT } from '@/hooks/useT';

type Filters = Omit<AiListQuery, 'page' | 'pageSize'>;

const PAGE_SIZE = 20;

/** Inputs are trimmed; empty ones are left out of the query (absent means "any"). */
function cleanFilters(values: Filters): Filters {
  return Object.fromEntries(
    Object.entries(values)
      .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])
      .filter(([, v]) => typeof v === 'string' && v !== ''),
  ) as Filters;
}

/** Every recorded AI call, for admins: filters by e-mail, kind, model, outcome and UTC days. */
export default function AiCalls() {
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const [form] = Form.useForm<Filters>();
  const calls = useSelector((s: RootState) => s.admin.aiCalls);
  const models = useSelector((s: RootState) => s.codeGenerate.models);
  const loading = useSelector((s: RootState) => Boolean(s.loading.effects['admin/fetchAiList']));
  const [query, setQuery] = useState<AiListQuery>({ page: 1, pageSize: PAGE_SIZE });

  useEffect(() => {
    dispatch({ type: 'codeGenerate/fetchModels' });
  }, [dispatch]);
  useEffect(() => {
    dispatch({ type: 'admin/fetchAiList', payload: query });
  }, [query, dispatch]);

  const search = (values: Filters) =>
    setQuery({ ...cleanFilters(values), page: 1, pageSize: query.pageSize });

  const columns: ColumnsType<AiCallAdmin> = [
    {
      title: t('ai.admin.time'),
      dataIndex: 'createdAt',
      width: 170,
      render: (value: string) => formatDateTime(value, intl.locale),
    },
    {
      title: t('ai.admin.user'),
      dataIndex: 'userEmail',
      render: (email: string | null, call) => email ?? call.userId,
    },
    {
      title: t('ai.admin.kind'),
      dataIndex: 'kind',
      render: (kind: AiCallAdmin['kind']) => <Tag>{t(`ai.kind.${kind}`)}</Tag>,
    },
    { title: t('ai.model'), dataIndex: 'model' },
    {
      title: t('ai.admin.outcome'),
      dataIndex: 'outcome',
      render: (outcome: AiCallAdmin['outcome']) => (
        <Tag color={OUTCOME_COLORS[outcome]}>{t(`ai.outcome.${outcome}`)}</Tag>
      ),
    },
    {
      title: t('ai.admin.tokens'),
      dataIndex: 'totalTokens',
      align: 'right',
      render: (total: number | null, call) =>
        total === null ? (
          '—'
        ) : (
          <span title={`${call.promptTokens ?? '—'} + ${call.completionTokens ?? '—'}`}>
            {total.toLocaleString(intl.locale)}
          </span>
        ),
    },
    {
      title: t('ai.admin.latency'),
      dataIndex: 'latencyMs',
      align: 'right',
      render: (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`),
    },
    { title: t('ai.admin.charged'), dataIndex: 'charged', align: 'right' },
    {
      title: t('ai.admin.summary'),
      dataIndex: 'summary',
      ellipsis: true,
      render: (summary: string, call) =>
        call.error ? (
          <Typography.Text type="danger" title={call.error}>
            {call.error}
          </Typography.Text>
        ) : (
          <span title={summary}>{summary}</span>
        ),
    },
  ];

  const dateRule = zodRule(aiListQuery.shape.from);
  return (
    <Card className={styles.card}>
      <Form
        form={form}
        layout="inline"
        name="ai-calls"
        aria-label={t('ai.admin.filters')}
        onFinish={search}
        style={{ rowGap: 12, marginBottom: 16 }}
      >
        <Form.Item name="email" rules={[zodRule(aiListQuery.shape.email)]}>
          <Input allowClear placeholder={t('ai.admin.email')} aria-label={t('ai.admin.email')} />
        </Form.Item>
        <Form.Item name="kind">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('ai.admin.kind')}
            aria-label={t('ai.admin.kind')}
            options={aiKindSchema.options.map((k) => ({ value: k, label: t(`ai.kind.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="model">
          <Select
            allowClear
            style={{ width: 180 }}
            placeholder={t('ai.model')}
            aria-label={t('ai.model')}
            options={models.map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
        <Form.Item name="outcome">
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('ai.admin.outcome')}
            aria-label={t('ai.admin.outcome')}
            options={aiOutcomeSchema.options.map((o) => ({
              value: o,
              label: t(`ai.outcome.${o}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="from" rules={[dateRule]} label={t('ai.admin.from')}>
          <Input type="date" aria-label={t('ai.admin.from')} />
        </Form.Item>
        <Form.Item
          name="to"
          label={t('ai.admin.to')}
          dependencies={['from']}
          rules={[
            dateRule,
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                const from = getFieldValue('from') as string | undefined;
                if (value && from && value < from) throw new Error(t('ai.admin.toBeforeFrom'));
              },
            }),
          ]}
        >
          <Input type="date" aria-label={t('ai.admin.to')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('ai.admin.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            setQuery({ page: 1, pageSize: query.pageSize });
          }}
        >
          {t('ai.admin.reset')}
        </Button>
      </Form>
      <Table<AiCallAdmin>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={calls?.list ?? []}
        scroll={{ x: 1000 }}
        pagination={{
          current: calls?.page ?? query.page,
          pageSize: calls?.pageSize ?? query.pageSize,
          total: calls?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('ai.admin.total', { total }),
          onChange: (page, pageSize) => setQuery({ ...query, page, pageSize }),
        }}
      />
    </Card>
  );
}
