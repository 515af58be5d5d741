import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useIntl } from 'umi';
import { useTableTabs } from '@/components/tableTabs';
import type { Table } from '@/contract/text';

// The editor grid and the diagram are heavy (dnd-kit, the diagram's layout): each loads when shown.
const FieldGrid = lazy(() => import('@/components/FieldGrid'));
const Diagram = lazy(() => import('@/components/Diagram'));

/** The tables card shows the field lists or the diagram of all tables. */
export type TablesViewKind = 'fields' | 'diagram';

export interface TablesViewProps {
  tables: Table[];
  view: TablesViewKind;
  onViewChange: (view: TablesViewKind) => void;
  /** The index of the table whose fields are shown, as a string (the tab's key). */
  activeTab: string;
  onActiveTabChange: (key: string) => void;
  selectedColumn?: string;
  onTableChange: (table: Table) => void;
}

/**
 * The parsed tables: a tab per table over its field grid, or the diagram. Its code (antd's Tabs
 * and Badge) loads with the first tables, not with the page.
 */
export default function TablesView({
  tables,
  view,
  onViewChange,
  activeTab,
  onActiveTabChange,
  selectedColumn,
  onTableChange,
}: TablesViewProps) {
  const intl = useIntl();
  const tabs = useTableTabs(tables);
  const activeIndex = Number(activeTab);
  const activeTable = tables[activeIndex];
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
              <Tabs activeKey={activeTab} onChange={onActiveTabChange} items={tabs} />
              {activeTable && (
                <Suspense fallback={null}>
                  <FieldGrid
                    key={activeIndex}
                    table={activeTable}
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
