import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useIntl } from 'umi';
import { loginPath } from '@/utils/forms';

export interface AiGateProps {
  configured: boolean | null;
  signedIn: boolean;
  /** The page the sign-in link comes back to. */
  from: string;
  children: ReactNode;
}

/**
 * Offers the AI controls only when they can work: "AI is not configured on this server" when the
 * operator set no models, "Sign in to use AI" for anonymous visitors.
 */
export default function AiGate({ configured, signedIn, from, children }: AiGateProps) {
  const intl = useIntl();
  if (configured === null) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (!configured) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="ai-not-configured"
        message={intl.formatMessage({ id: 'ai.notConfigured' })}
        description={intl.formatMessage({ id: 'ai.notConfigured.description' })}
      />
    );
  }
  if (!signedIn) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="ai-sign-in"
        message={intl.formatMessage({ id: 'ai.signIn' })}
        action={<Link to={loginPath(from)}>{intl.formatMessage({ id: 'ai.signIn.link' })}</Link>}
      />
    );
  }
  return <>{children}</>;
}
