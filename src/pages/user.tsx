import { UserOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useIntl, useSelector } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';
import type { RootState } from '@/models/types';

export default function UserPage() {
  const intl = useIntl();
  const signedIn = useSelector((state: RootState) => state.user.signedIn);
  return (
    <>
      <PageHeader
        icon={<UserOutlined />}
        title="userPage.title"
        description="userPage.description"
      />
      {!signedIn && (
        <Alert
          className="page-alert"
          type="info"
          showIcon
          message={intl.formatMessage({ id: 'userPage.signedOut' })}
        />
      )}
      <ComingSoon features={['userPage.f1', 'userPage.f2', 'userPage.f3', 'userPage.f4']} />
    </>
  );
}
