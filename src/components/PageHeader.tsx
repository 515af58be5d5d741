import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'umi';

export interface PageHeaderProps {
  /** Message ids of the heading and the line under it. */
  title: string;
  description?: string;
  icon?: ReactNode;
  extra?: ReactNode;
}

/** The heading block every page starts with. */
export default function PageHeader({ title, description, icon, extra }: PageHeaderProps) {
  const intl = useIntl();
  return (
    <header className="page-header">
      {icon && <div className="page-header-icon">{icon}</div>}
      <div className="page-header-text">
        <Typography.Title level={2}>
          {intl.formatMessage({ id: title })} {extra}
        </Typography.Title>
        {description && (
          <Typography.Paragraph type="secondary">
            {intl.formatMessage({ id: description })}
          </Typography.Paragraph>
        )}
      </div>
    </header>
  );
}
