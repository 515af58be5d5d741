import { CheckCircleTwoTone, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'umi';
import { useT } from '@/hooks/useT';

export interface ComingSoonProps {
  /** Message ids of what the page will let the user do. */
  features: string[];
  /** Working pages to go to in the meantime: message id of the label and the path. */
  links?: { label: string; path: string }[];
  children?: ReactNode;
}

/**
 * The honest placeholder for a feature a later release builds: what it will do, and where to go
 * now. No sample data and no buttons that do nothing.
 */
export default function ComingSoon({ features, links = [], children }: ComingSoonProps) {
  const t = useT();
  return (
    <Card className="coming-soon" variant="borderless">
      <Tag icon={<ClockCircleOutlined />} color="processing" className="coming-soon-tag">
        {t('comingSoon.tag')}
      </Tag>
      <Typography.Title level={4}>{t('comingSoon.willDo')}</Typography.Title>
      <ul className="feature-list">
        {features.map((id) => (
          <li key={id}>
            <CheckCircleTwoTone twoToneColor="#2f6fed" />
            <span>{t(id)}</span>
          </li>
        ))}
      </ul>
      {children}
      <div className="coming-soon-links">
        <Typography.Text type="secondary">{t('comingSoon.meanwhile')}</Typography.Text>
        {[...links, { label: 'comingSoon.followReleases', path: '/release-log' }].map((link) => (
          <Link key={link.path} to={link.path}>
            {t(link.label)}
          </Link>
        ))}
      </div>
    </Card>
  );
}
