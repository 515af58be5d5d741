import { FileSearchOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useIntl } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

/** Admin page shell; the role check arrives with the admin issue. */
export default function SysLogsPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        icon={<FileSearchOutlined />}
        title="sysLogs.title"
        description="sysLogs.description"
        extra={<Tag color="gold">{intl.formatMessage({ id: 'admin.tag' })}</Tag>}
      />
      <ComingSoon features={['sysLogs.f1', 'sysLogs.f2', 'sysLogs.f3']} />
    </>
  );
}
