import { Empty, Input, Segmented, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useIntl } from 'umi';
import { type ReferenceEntry, localizedReference } from './reference';
import { useT } from '@/hooks/useT';

export interface ReferencePanelProps {
  /** Inserts at the editor's cursor; absent when the file is read-only. */
  onInsert?: (text: string) => void;
}

/** What a click inserts: a variable as an output tag, a filter as a pipe. */
export function insertion(kind: 'variable' | 'filter', entry: ReferenceEntry): string {
  return kind === 'variable' ? `{{ ${entry.name} }}` : ` | ${entry.name}`;
}

/** The variables and filters templates can use, searchable; a click inserts one at the cursor. */
export default function ReferencePanel({ onInsert }: ReferencePanelProps) {
  const intl = useIntl();
  const t = useT();
  const [kind, setKind] = useState<'variable' | 'filter'>('variable');
  const [keyword, setKeyword] = useState('');

  const entries = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    const { variableReference, filterReference } = localizedReference(intl.locale);
    const list = kind === 'variable' ? variableReference : filterReference;
    return k
      ? list.filter(
          (e) => e.name.toLowerCase().includes(k) || e.description.toLowerCase().includes(k),
        )
      : list;
  }, [kind, keyword, intl.locale]);

  return (
    <div className="template-reference">
      <div className="template-reference-bar">
        <Segmented
          size="small"
          value={kind}
          onChange={(value) => setKind(value as 'variable' | 'filter')}
          options={[
            { value: 'variable', label: t('template.reference.variables') },
            { value: 'filter', label: t('template.reference.filters') },
          ]}
        />
        <Input.Search
          size="small"
          allowClear
          placeholder={t('template.reference.search')}
          aria-label={t('template.reference.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <Typography.Text type="secondary" className="template-reference-hint">
        {t(onInsert ? 'template.reference.hint' : 'template.reference.hintReadOnly')}{' '}
        <Link to="/code-generate/guide">{t('template.guideLink')}</Link>
      </Typography.Text>
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('template.reference.none')} />
      ) : (
        <ul className="template-reference-list">
          {entries.map((entry) => (
            <li key={entry.name}>
              <div className="template-reference-head">
                {onInsert ? (
                  <button
                    type="button"
                    className="template-reference-name"
                    onClick={() => onInsert(insertion(kind, entry))}
                    title={t('template.reference.insert')}
                  >
                    {entry.name}
                  </button>
                ) : (
                  <code className="template-reference-name">{entry.name}</code>
                )}
                <Tag bordered={false}>{entry.type}</Tag>
              </div>
              <Typography.Text type="secondary">{entry.description}</Typography.Text>
              <pre className="template-reference-example">
                <code>{entry.example}</code>
                {'\n→ '}
                <code>{entry.output}</code>
              </pre>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
