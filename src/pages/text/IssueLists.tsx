import { RobotOutlined } from '@ant-design/icons';
import { Button, List, Space, Tag } from 'antd';
import type { Diagnostic, Problem } from '@/contract/text';
import { useT } from '@/hooks/useT';

/** What the parser could not read, each a link to its line; "Try AI" sends those lines on. */
export function DiagnosticList({
  diagnostics,
  onTryAi,
  onSelect,
}: {
  diagnostics: Diagnostic[];
  onTryAi: () => void;
  onSelect: (diagnostic: Diagnostic) => void;
}) {
  const t = useT();
  return (
    <List
      size="small"
      header={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          {t('text.diagnostics', { count: diagnostics.length })}
          <Button size="small" icon={<RobotOutlined />} onClick={onTryAi} data-testid="try-ai">
            {t('text.tryAi')}
          </Button>
        </Space>
      }
      dataSource={diagnostics}
      renderItem={(d) => (
        <List.Item style={{ cursor: 'pointer' }} onClick={() => onSelect(d)}>
          <Tag color="orange">
            {d.line}:{d.column}
          </Tag>
          {d.message}
        </List.Item>
      )}
    />
  );
}

/** The table check's findings; a click selects the table and column (and the line). */
export function ProblemList({
  problems,
  onSelect,
}: {
  problems: Problem[];
  onSelect: (problem: Problem) => void;
}) {
  const t = useT();
  return (
    <List
      size="small"
      header={t('text.problems', { count: problems.length })}
      dataSource={problems}
      locale={{ emptyText: t('text.problems.none') }}
      renderItem={(p) => (
        <List.Item style={{ cursor: 'pointer' }} onClick={() => onSelect(p)}>
          <Tag
            color={p.severity === 'error' ? 'red' : p.severity === 'warning' ? 'orange' : 'blue'}
          >
            {t(`text.severity.${p.severity}`)}
          </Tag>
          {[p.tableName, p.columnName].filter(Boolean).join('.')} {p.message}
        </List.Item>
      )}
    />
  );
}
