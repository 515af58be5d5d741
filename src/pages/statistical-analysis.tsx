import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BarChartOutlined,
  DownloadOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Progress,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';
import type {
  Revenue,
  StatisticsQuery,
  StatisticsTotals,
  TopEntry,
} from '@/contract/adminStatistics';
import type { RootState } from '@/models/rootState';
import { downloadBlob } from '@/utils/clipboard';
import { statisticsCsv } from './statistical-analysis/csv';
import adminModel from '@/models/admin';
import textModel from '@/models/text';
import codeGenerateModel from '@/models/codeGenerate';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

dayjs.extend(utc);

// The charting library is loaded with this chunk only, when the statistics arrive.
const DailyCharts = lazy(() => import('./statistical-analysis/DailyCharts'));

type Kpi = Exclude<keyof StatisticsTotals, 'revenue'>;
const KPIS: Kpi[] = [
  'users',
  'newUsers',
  'activeUsers',
  'parses',
  'generations',
  'aiCalls',
  'zipDownloads',
  'orders',
];
const TOP_LISTS = ['inputTypes', 'dialects', 'templates', 'aiModels'] as const;
const PRESETS = [7, 30, 90] as const;

/** `YYYY-MM-DD` of a picked date, read as a UTC day. */
const dayOf = (d: Dayjs) => d.format('YYYY-MM-DD');

/** The last `days` UTC days, today included. */
function lastDays(days: number): [Dayjs, Dayjs] {
  const today = dayjs.utc().startOf('day');
  return [today.subtract(days - 1, 'day'), today];
}

/** Change against the previous period, as a signed percentage; null when there is no base. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

function Change({ current, previous }: { current: number; previous: number }) {
  const intl = useIntl();
  const value = change(current, previous);
  if (value === null) return <Tag color="blue">{intl.formatMessage({ id: 'statistics.new' })}</Tag>;
  const color = value > 0 ? '#389e0d' : value < 0 ? '#cf1322' : undefined;
  return (
    <Typography.Text style={{ color }} data-testid="kpi-change">
      {value > 0 ? <ArrowUpOutlined /> : value < 0 ? <ArrowDownOutlined /> : null}{' '}
      {intl.formatMessage({ id: 'statistics.change' }, { value: Math.abs(value) })}
    </Typography.Text>
  );
}

function money(revenue: Revenue, locale: string): string {
  const entries = Object.entries(revenue);
  if (entries.length === 0) return '0';
  return entries
    .map(([currency, minor]) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
      } catch {
        return `${(minor / 100).toFixed(2)} ${currency}`;
      }
    })
    .join(' · ');
}

function TopList({ entries }: { entries: TopEntry[] }) {
  const intl = useIntl();
  const total = entries.reduce((n, e) => n + e.count, 0);
  return (
    <Table<TopEntry>
      size="small"
      pagination={false}
      rowKey="name"
      dataSource={entries}
      locale={{ emptyText: intl.formatMessage({ id: 'statistics.none' }) }}
      columns={[
        { title: intl.formatMessage({ id: 'statistics.top.name' }), dataIndex: 'name' },
        {
          title: intl.formatMessage({ id: 'statistics.top.count' }),
          dataIndex: 'count',
          width: 200,
          render: (count: number) => (
            <Space>
              <span>{count}</span>
              <Progress
                percent={total ? Math.round((count / total) * 100) : 0}
                size="small"
                style={{ width: 100, margin: 0 }}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}

/** Admin page: usage per UTC day from the daily rollups; 403 for other accounts. */
export default function StatisticsPage() {
  useModels(adminModel, textModel, codeGenerateModel);
  const intl = useIntl();
  const t = useT();
  const dispatch = useDispatch();
  const stats = useSelector((s: RootState) => s.admin.statistics);
  const loading = useSelector((s: RootState) =>
    Boolean(s.loading.effects['admin/fetchStatistics']),
  );
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => lastDays(30));

  const load = (query: StatisticsQuery) =>
    dispatch({ type: 'admin/fetchStatistics', payload: query });
  useEffect(() => {
    load({ from: dayOf(range[0]), to: dayOf(range[1]) });
    // Reloads when the range changes; `load` only wraps dispatch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [range]);

  const exportCsv = () => {
    if (!stats) return;
    const blob = new Blob([statisticsCsv(stats)], { type: 'text/csv;charset=utf-8' });
    downloadBlob(blob, `statistics-${stats.from}-${stats.to}.csv`);
  };

  return (
    <RequireAuth admin>
      <PageHeader
        icon={<BarChartOutlined />}
        title="statistics.title"
        description="statistics.description"
        extra={<Tag color="gold">{t('admin.tag')}</Tag>}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label={t('statistics.range')}
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs.utc().endOf('day'))}
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
          }}
          presets={PRESETS.map((days) => ({
            label: t('statistics.lastDays', { days }),
            value: lastDays(days),
          }))}
        />
        <Button
          icon={<ReloadOutlined />}
          loading={loading}
          onClick={() => load({ from: dayOf(range[0]), to: dayOf(range[1]) })}
        >
          {t('statistics.reload')}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={!stats} onClick={exportCsv}>
          {t('statistics.csv')}
        </Button>
        <Typography.Text type="secondary">{t('statistics.utcNote')}</Typography.Text>
      </Space>
      {!stats ? (
        loading ? (
          <Skeleton active />
        ) : (
          <Empty description={t('statistics.none')} />
        )
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('statistics.period', { from: stats.from, to: stats.to })}
          />
          <Row gutter={[16, 16]}>
            {KPIS.map((kpi) => (
              <Col key={kpi} xs={12} md={8} xl={6}>
                <Card size="small" data-testid={`kpi-${kpi}`}>
                  <Statistic title={t(`statistics.kpi.${kpi}`)} value={stats.totals[kpi]} />
                  <Change current={stats.totals[kpi]} previous={stats.previous[kpi]} />
                </Card>
              </Col>
            ))}
            <Col xs={24} md={16} xl={12}>
              <Card size="small" data-testid="kpi-revenue">
                <Statistic
                  title={t('statistics.kpi.revenue')}
                  value={money(stats.totals.revenue, intl.locale)}
                />
                <Typography.Text type="secondary">
                  {t('statistics.previous', { value: money(stats.previous.revenue, intl.locale) })}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={24} md={8} xl={12}>
              <Card size="small">
                <Space size="large" wrap>
                  <Statistic
                    title={t('statistics.kpi.parseFailures')}
                    value={stats.totals.parseFailures}
                  />
                  <Statistic title={t('statistics.kpi.aiTokens')} value={stats.totals.aiTokens} />
                  <Statistic
                    title={t('statistics.kpi.serverErrors')}
                    value={stats.totals.serverErrors}
                  />
                </Space>
              </Card>
            </Col>
          </Row>
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('statistics.daily')}
          </Typography.Title>
          <Suspense fallback={<Skeleton active />}>
            <DailyCharts daily={stats.daily} />
          </Suspense>
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            {t('statistics.top')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {TOP_LISTS.map((list) => (
              <Col key={list} xs={24} md={12}>
                <Card size="small" title={t(`statistics.top.${list}`)} data-testid={`top-${list}`}>
                  <TopList entries={stats.top[list]} />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </RequireAuth>
  );
}
