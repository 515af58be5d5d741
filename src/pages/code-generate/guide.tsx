import { ArrowRightOutlined, ReadOutlined } from '@ant-design/icons';
import { Anchor, Card, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useIntl } from 'umi';
import PageHeader from '@/components/PageHeader';
import {
  TEMPLATE_FILE_MAX_LENGTH,
  TEMPLATE_GROUP_MAX_FILES,
  TEMPLATE_ZIP_MAX_BYTES,
} from '@/contract/template';
import { type ReferenceEntry, localizedReference } from './templateEditor/reference';
import {
  ERROR_EXAMPLE,
  EXAMPLE_FILES,
  EXAMPLE_OUTPUT,
  LIQUID_EXAMPLE,
  OPTIONS_EXAMPLE,
  PATH_EXAMPLE,
  PATH_OUTPUT,
  RENDER_HEAP_MB,
  RENDER_TIMEOUT_S,
  SCOPE_ALL_EXAMPLE,
} from './templateEditor/guideExamples';
import './guide.less';

/** Sections in page order: anchor id and message key (codeGenerate.guide.<key>.title). */
const SECTIONS = [
  { id: 'workbench', key: 'workbench' },
  { id: 'groups', key: 'groups' },
  { id: 'settings', key: 'settings' },
  { id: 'history', key: 'history' },
  { id: 'writing', key: 'writing' },
  { id: 'paths', key: 'paths' },
  { id: 'scopes', key: 'scopes' },
  { id: 'variables', key: 'variables' },
  { id: 'filters', key: 'filters' },
  { id: 'options', key: 'options' },
  { id: 'limits', key: 'limits' },
  { id: 'example', key: 'example' },
] as const;

function Code({ children }: { children: string }) {
  return (
    <pre className="guide-code">
      <code>{children}</code>
    </pre>
  );
}

/** A reference table: name, type, description, then the example and what it prints. */
function ReferenceTable({
  entries,
  idPrefix,
  labels,
}: {
  entries: readonly ReferenceEntry[];
  idPrefix: string;
  labels: { name: string; type: string; description: string; example: string; output: string };
}) {
  return (
    <div className="guide-table-wrap">
      <table className="guide-table">
        <thead>
          <tr>
            <th>{labels.name}</th>
            <th>{labels.type}</th>
            <th>{labels.description}</th>
            <th>{labels.example}</th>
            <th>{labels.output}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.name} id={`${idPrefix}-${entry.name.replace(/[^\w-]+/g, '-')}`}>
              <td>
                <code>{entry.name}</code>
              </td>
              <td>{entry.type}</td>
              <td>{entry.description}</td>
              <td>
                <code className="guide-pre">{entry.example}</code>
              </td>
              <td>
                <code className="guide-pre">{entry.output}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How to use the generator and how to write templates, with every variable and filter. */
export default function GuidePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `codeGenerate.guide.${id}` }, values);
  const screens = Grid.useBreakpoint();
  const { variableSections, filterReference, standardFilterReference } = localizedReference(
    intl.locale,
  );
  const labels = {
    name: t('col.name'),
    type: t('col.type'),
    description: t('col.description'),
    example: t('col.example'),
    output: t('col.output'),
  };
  const para = (key: string, values?: Record<string, string | number>) => (
    <Typography.Paragraph>{t(key, values)}</Typography.Paragraph>
  );
  const steps = (key: string, count: number) => (
    <ol className="guide-steps">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{t(`${key}.step${i + 1}`)}</li>
      ))}
    </ol>
  );

  const body: Record<(typeof SECTIONS)[number]['key'], ReactNode> = {
    workbench: (
      <>
        {para('workbench.body')}
        {steps('workbench', 5)}
        <Link to="/code-generate" className="link-button">
          {t('workbench.open')} <ArrowRightOutlined />
        </Link>
      </>
    ),
    groups: (
      <>
        {para('groups.body')}
        {para('groups.copy')}
        {para('groups.zip', { max: TEMPLATE_ZIP_MAX_BYTES / 1024 / 1024 })}
      </>
    ),
    settings: (
      <>
        {para('settings.body', { package: 'settings.package', author: 'settings.author' })}
        {para('settings.options')}
      </>
    ),
    history: para('history.body'),
    writing: (
      <>
        {para('writing.body')}
        <Code>{LIQUID_EXAMPLE}</Code>
        {para('writing.strict', { check: '{% if table.primaryKey %}' })}
      </>
    ),
    paths: (
      <>
        {para('paths.body')}
        <Code>{PATH_EXAMPLE}</Code>
        {para('paths.output')}
        <Code>{PATH_OUTPUT}</Code>
        {para('paths.rules')}
      </>
    ),
    scopes: (
      <>
        {para('scopes.body', { table: 'table', tables: 'tables' })}
        <Code>{SCOPE_ALL_EXAMPLE}</Code>
      </>
    ),
    variables: (
      <>
        {para('variables.body')}
        {variableSections.map((section) => (
          <div key={section.key} id={`variables-${section.key}`}>
            <Typography.Title level={4}>
              <code>{section.title}</code>
            </Typography.Title>
            <Typography.Paragraph>{section.description}</Typography.Paragraph>
            <ReferenceTable entries={section.entries} idPrefix="variable" labels={labels} />
          </div>
        ))}
      </>
    ),
    filters: (
      <>
        {para('filters.body')}
        <ReferenceTable entries={filterReference} idPrefix="filter" labels={labels} />
        {para('filters.standard')}
        <dl className="guide-terms">
          {standardFilterReference.map((filter) => (
            <div key={filter.name} id={`filter-standard-${filter.name}`}>
              <dt>
                <code>{filter.name}</code>
              </dt>
              <dd>{filter.description}</dd>
            </div>
          ))}
        </dl>
      </>
    ),
    options: (
      <>
        {para('options.body', { options: 'options.lombok' })}
        <Code>{OPTIONS_EXAMPLE}</Code>
      </>
    ),
    limits: (
      <>
        {para('limits.body', {
          seconds: RENDER_TIMEOUT_S,
          memory: RENDER_HEAP_MB,
          chars: TEMPLATE_FILE_MAX_LENGTH,
          files: TEMPLATE_GROUP_MAX_FILES,
        })}
        {para('limits.errors')}
        <Code>{ERROR_EXAMPLE}</Code>
      </>
    ),
    example: (
      <>
        {para('example.body')}
        {steps('example', 4)}
        {EXAMPLE_FILES.map((file) => (
          <div key={file.path}>
            <Typography.Text strong>
              <code>{file.path}</code> · {t(`example.scope.${file.scope}`)}
            </Typography.Text>
            <Code>{file.content}</Code>
          </div>
        ))}
        {para('example.output')}
        <Code>{EXAMPLE_OUTPUT}</Code>
        <Link to="/code-generate/template" className="link-button">
          {t('example.open')} <ArrowRightOutlined />
        </Link>
      </>
    ),
  };

  return (
    <>
      <PageHeader
        icon={<ReadOutlined />}
        title="codeGenerate.guide.title"
        description="codeGenerate.guide.intro"
      />
      <div className="guide">
        <Card className="content-card guide-body" variant="borderless">
          {screens.lg === false && (
            <nav aria-label={t('toc')} className="guide-inline-toc">
              <Typography.Text type="secondary">{t('toc')}</Typography.Text>
              <ol>
                {SECTIONS.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`}>{t(`${s.key}.title`)}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {SECTIONS.map((s) => (
            <section key={s.id} id={s.id} className="guide-section">
              <Typography.Title level={3}>
                <a href={`#${s.id}`} className="guide-anchor">
                  {t(`${s.key}.title`)}
                </a>
              </Typography.Title>
              {body[s.key]}
            </section>
          ))}
        </Card>
        {screens.lg !== false && (
          <aside className="guide-toc">
            <Typography.Text type="secondary">{t('toc')}</Typography.Text>
            <Anchor
              offsetTop={80}
              items={SECTIONS.map((s) => ({
                key: s.id,
                href: `#${s.id}`,
                title: t(`${s.key}.title`),
              }))}
            />
          </aside>
        )}
      </div>
    </>
  );
}
