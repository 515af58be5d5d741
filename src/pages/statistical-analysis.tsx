import { BarChartOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useIntl } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';
import RequireAuth from '@/components/RequireAuth';

/** Admin page: 403 for other accounts, sign-in for anonymous visitors. */
export default function StatisticsPage() {
  const intl = useIntl();
  return (
    <RequireAuth admin>
      <PageHeader
        icon={<BarChartOutlined />}
        title="statistics.title"
        description="statistics.description"
        extra={<Tag color="gold">{intl.formatMessage({ id: 'admin.tag' })}</Tag>}
      />
      <ComingSoon features={['statistics.f1', 'statistics.f2']} />
    </RequireAuth>
  );
}
