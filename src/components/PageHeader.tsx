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
        <h2 className="page-header-title">
          {intl.formatMessage({ id: title })} {extra}
        </h2>
        {description && (
          <p className="page-header-lead">{intl.formatMessage({ id: description })}</p>
        )}
      </div>
    </header>
  );
}
