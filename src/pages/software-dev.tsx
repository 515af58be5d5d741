import {
  ArrowRightOutlined,
  CloudServerOutlined,
  DesktopOutlined,
  RocketOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useIntl } from 'umi';
import PageHeader from '@/components/PageHeader';

const SERVICES: { key: string; icon: ReactNode }[] = [
  { key: 's1', icon: <CloudServerOutlined /> },
  { key: 's2', icon: <DesktopOutlined /> },
  { key: 's3', icon: <ToolOutlined /> },
];

/** What the team behind the tool offers beyond generated code, and how to reach it. */
export default function SoftwareDevPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <PageHeader
        icon={<RocketOutlined />}
        title="softwareDev.title"
        description="softwareDev.description"
      />
      <div className="service-grid">
        {SERVICES.map((service) => (
          <Card key={service.key} variant="borderless" className="content-card">
            <span className="page-header-icon">{service.icon}</span>
            <Typography.Title level={4}>{t(`softwareDev.${service.key}`)}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t(`softwareDev.${service.key}.desc`)}
            </Typography.Paragraph>
          </Card>
        ))}
      </div>
      <Card variant="borderless" className="content-card contact-card">
        <div>
          <Typography.Title level={4}>{t('softwareDev.contact')}</Typography.Title>
          <Typography.Text type="secondary">{t('softwareDev.contact.desc')}</Typography.Text>
        </div>
        <Link to="/feedback" className="link-button">
          {t('menu.feedback')} <ArrowRightOutlined />
        </Link>
      </Card>
    </>
  );
}
