import { BarChartOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useIntl } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

/** Admin page shell; the role check arrives with the admin issue. */
export default function StatisticsPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        icon={<BarChartOutlined />}
        title="statistics.title"
        description="statistics.description"
        extra={<Tag color="gold">{intl.formatMessage({ id: 'admin.tag' })}</Tag>}
      />
      <ComingSoon features={['statistics.f1', 'statistics.f2']} />
    </>
  );
}
