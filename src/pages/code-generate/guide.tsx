import { ArrowRightOutlined, ReadOutlined } from '@ant-design/icons';
import { Anchor, Card, Grid, Typography } from 'antd';
import { Link, useIntl } from 'umi';
import PageHeader from '@/components/PageHeader';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'];
const TERMS = ['table', 'field', 'group', 'settings'];

/** A written guide to the generator workflow; the text lives in src/locales. */
export default function GuidePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const screens = Grid.useBreakpoint();

  return (
    <>
      <PageHeader icon={<ReadOutlined />} title="guide.title" description="guide.intro" />
      <div className="guide">
        <Card className="content-card guide-body" variant="borderless">
          {SECTIONS.map((id) => (
            <section key={id} id={`guide-${id}`} className="guide-section">
              <Typography.Title level={3}>{t(`guide.${id}.title`)}</Typography.Title>
              <Typography.Paragraph>{t(`guide.${id}.body`)}</Typography.Paragraph>
            </section>
          ))}
          <section id="guide-terms" className="guide-section">
            <Typography.Title level={3}>{t('guide.terms.title')}</Typography.Title>
            <dl className="guide-terms">
              {TERMS.map((term) => (
                <div key={term}>
                  <dt>{t(`guide.terms.${term}`)}</dt>
                  <dd>{t(`guide.terms.${term}.desc`)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <Link to="/text" className="link-button">
            {t('guide.start')} <ArrowRightOutlined />
          </Link>
        </Card>
        {screens.lg !== false && (
          <aside className="guide-toc">
            <Typography.Text type="secondary">{t('guide.toc')}</Typography.Text>
            <Anchor
              offsetTop={80}
              items={[...SECTIONS, 'terms'].map((id) => ({
                key: id,
                href: `#guide-${id}`,
                title: t(id === 'terms' ? 'guide.terms.title' : `guide.${id}.title`),
              }))}
            />
          </aside>
        )}
      </div>
    </>
  );
}
