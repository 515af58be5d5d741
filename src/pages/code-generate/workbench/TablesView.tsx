import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'umi';
import { useTableTabs } from '@/components/tableTabs';
import type { Table } from '@/contract/text';

const FieldGrid = lazy(() => import('@/components/FieldGrid'));
const Diagram = lazy(() => import('@/components/Diagram'));

export type TablesViewKey = 'fields' | 'diagram';

export interface TablesViewProps {
  tables: Table[];
  view: TablesViewKey;
  onViewChange: (view: TablesViewKey) => void;
  /** The index of the table whose fields are shown. */
  active: number;
  onActiveChange: (index: number) => void;
  onRemove: (index: number) => void;
  onTableChange: (table: Table) => void;
}

/** The tables as tabs, each an editable field list (or all of them as a diagram). */
export default function TablesView({
  tables,
  view,
  onViewChange,
  active,
  onActiveChange,
  onRemove,
  onTableChange,
}: TablesViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const items = useTableTabs(tables);
  const table = tables[active];
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => onViewChange(key as TablesViewKey)}
      items={[
        {
          key: 'fields',
          label: t('text.view.fields'),
          children: (
            <Suspense fallback={null}>
              <Tabs
                type="editable-card"
                hideAdd
                size="small"
                activeKey={String(active)}
                onChange={(key) => onActiveChange(Number(key))}
                onEdit={(key, action) => {
                  if (action === 'remove' && typeof key === 'string') onRemove(Number(key));
                }}
                items={items}
              />
              {table && <FieldGrid key={active} table={table} onChange={onTableChange} />}
            </Suspense>
          ),
        },
        {
          key: 'diagram',
          label: t('text.view.diagram'),
          // Drawn only while shown: edits in the grid do not redraw a hidden picture.
          children: view === 'diagram' && (
            <Suspense fallback={null}>
              <Diagram tables={tables} />
            </Suspense>
          ),
        },
      ]}
    />
  );
}
