import { Line } from '@ant-design/plots';
import { Card, Col, Row } from 'antd';
import { useIntl } from 'umi';
import type { StatisticsDay } from '@/contract/adminStatistics';

type Series = keyof Omit<StatisticsDay, 'date' | 'revenue'>;

interface Props {
  daily: StatisticsDay[];
}

/** Long format for one chart: a point per day and series, named in the reader's language. */
function points(daily: StatisticsDay[], series: Series[], name: (s: Series) => string) {
  return daily.flatMap((day) =>
    series.map((s) => ({ date: day.date, value: day[s], series: name(s) })),
  );
}

/**
 * The daily line charts. This module is imported lazily by the statistics page alone, so the
 * charting library stays out of every other page's bundle.
 */
export default function DailyCharts({ daily }: Props) {
  const intl = useIntl();
  const name = (s: string) => intl.formatMessage({ id: `statistics.kpi.${s}` });
  const revenue = daily.flatMap((day) =>
    Object.entries(day.revenue).map(([currency, amount]) => ({
      date: day.date,
      value: amount / 100,
      series: currency,
    })),
  );
  const chart = (data: { date: string; value: number; series: string }[]) => (
    <Line
      data={data}
      xField="date"
      yField="value"
      colorField="series"
      height={260}
      axis={{ x: { labelAutoHide: true } }}
      legend={{ color: { position: 'top' } }}
    />
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card size="small" title={intl.formatMessage({ id: 'statistics.chart.activity' })}>
          {chart(points(daily, ['parses', 'generations', 'aiCalls', 'zipDownloads'], name))}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={intl.formatMessage({ id: 'statistics.chart.users' })}>
          {chart(points(daily, ['newUsers', 'activeUsers', 'signIns'], name))}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={intl.formatMessage({ id: 'statistics.chart.revenue' })}>
          {chart(revenue)}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card size="small" title={intl.formatMessage({ id: 'statistics.chart.health' })}>
          {chart(points(daily, ['parseFailures', 'serverErrors', 'orders'], name))}
        </Card>
      </Col>
    </Row>
  );
}
