import { LoginOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useIntl, useSearchParams } from 'umi';
import ComingSoon from '@/components/ComingSoon';
import PageHeader from '@/components/PageHeader';

/** Only same-site paths are honoured as a redirect target (no open redirect to other origins). */
function safeRedirect(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export default function LoginPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <>
      <PageHeader icon={<LoginOutlined />} title="login.title" description="login.description" />
      <ComingSoon
        features={['login.f1', 'login.f2', 'login.f3']}
        links={[{ label: 'menu.text', path: '/text' }]}
      >
        {redirect && (
          <Typography.Paragraph type="secondary">
            {intl.formatMessage({ id: 'login.redirect' }, { path: <code>{redirect}</code> })}
          </Typography.Paragraph>
        )}
      </ComingSoon>
    </>
  );
}
