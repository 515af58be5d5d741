import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'umi';
import { useTableTabs } from '@/components/tableTabs';
import type { Table } from '@/contract/text';

// The editor grid and the diagram are heavy (dnd-kit, the diagram's layout): each loads when shown.
const FieldGrid = lazy(() => import('@/components/FieldGrid'));
const Diagram = lazy(() => import('@/components/Diagram'));

/** A tables card shows the field lists or the diagram of all tables. */
export type TablesViewKind = 'fields' | 'diagram';

export interface TablesViewProps {
  tables: Table[];
  view: TablesViewKind;
  onViewChange: (view: TablesViewKind) => void;
  /** The index of the table whose fields are shown. */
  active: number;
  onActiveChange: (index: number) => void;
  onTableChange: (table: Table) => void;
  /** The column to select in the grid (the text tool's line and problem links). */
  selectedColumn?: string;
  /** Given: each table's tab can be closed, which removes the table. */
  onRemove?: (index: number) => void;
}

/**
 * The tables: a tab per table over its field grid, or the diagram of all of them. Its code
 * (antd's Tabs and Badge) loads with the first tables, not with the page.
 */
export default function TablesView({
  tables,
  view,
  onViewChange,
  active,
  onActiveChange,
  onTableChange,
  selectedColumn,
  onRemove,
}: TablesViewProps) {
  const intl = useIntl();
  const items = useTableTabs(tables);
  const table = tables[active];
  const removable = onRemove
    ? {
        type: 'editable-card' as const,
        hideAdd: true,
        size: 'small' as const,
        onEdit: (key: unknown, action: 'add' | 'remove') => {
          if (action === 'remove' && typeof key === 'string') onRemove(Number(key));
        },
      }
    : {};
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => onViewChange(key as TablesViewKind)}
      items={[
        {
          key: 'fields',
          label: intl.formatMessage({ id: 'text.view.fields' }),
          // The table tabs show at once; only the grid waits for its code.
          children: (
            <>
              <Tabs
                {...removable}
                activeKey={String(active)}
                onChange={(key) => onActiveChange(Number(key))}
                items={items}
              />
              {table && (
                <Suspense fallback={null}>
                  <FieldGrid
                    key={active}
                    table={table}
                    selectedColumn={selectedColumn}
                    onChange={onTableChange}
                  />
                </Suspense>
              )}
            </>
          ),
        },
        {
          key: 'diagram',
          label: intl.formatMessage({ id: 'text.view.diagram' }),
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
