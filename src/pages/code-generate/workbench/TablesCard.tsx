import { ClearOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Empty, Space } from 'antd';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'umi';
import type { Table } from '@/contract/text';
import type { RootState } from '@/models/rootState';
import Panel from '@/components/Panel';
import type { TablesViewKind } from '@/components/TablesView';
import { useT } from '@/hooks/useT';

// The tabs and the clear confirmation exist only once there are tables: their code (antd's Tabs,
// Popconfirm) loads then, not with the page. Until it is in, the clear button stands alone.
const TablesView = lazy(() => import('@/components/TablesView'));
const ClearTables = lazy(() => import('antd/es/popconfirm'));

/** The workbench's tables as tabs, each an editable field list; a tab's close button removes it. */
function TablesCard() {
  const t = useT();
  const dispatch = useDispatch();
  const tables = useSelector((s: RootState) => s.codeGenerate.tables);
  const busy = useSelector(
    (s: RootState) =>
      s.loading.effects['codeGenerate/createTables'] ||
      s.loading.effects['codeGenerate/createTablesFromFile'] ||
      s.loading.effects['codeGenerate/fetchHistoryEntry'],
  );
  const [active, setActive] = useState(0);
  const [view, setView] = useState<TablesViewKind>('fields');

  useEffect(() => {
    if (active >= tables.length) setActive(Math.max(tables.length - 1, 0));
  }, [tables.length, active]);

  const remove = (index: number) =>
    dispatch({ type: 'codeGenerate/saveTables', payload: tables.filter((_, i) => i !== index) });

  const onTableChange = useCallback(
    (next: Table) =>
      dispatch({ type: 'codeGenerate/saveTable', payload: { index: active, table: next } }),
    [dispatch, active],
  );
  const clearButton = (
    <Button size="small" icon={<ClearOutlined />}>
      {t('codeGenerate.tables.clear')}
    </Button>
  );

  return (
    <Panel
      title={
        <Space>
          <TableOutlined />
          {t('codeGenerate.tables.title', { count: tables.length })}
        </Space>
      }
      extra={
        tables.length > 0 && (
          <Suspense fallback={clearButton}>
            <ClearTables
              title={t('codeGenerate.tables.clearConfirm')}
              onConfirm={() => dispatch({ type: 'codeGenerate/saveTables', payload: [] })}
            >
              {clearButton}
            </ClearTables>
          </Suspense>
        )
      }
    >
      {tables.length === 0 ? (
        <Empty
          description={busy ? t('codeGenerate.tables.loading') : t('codeGenerate.tables.empty')}
        />
      ) : (
        <Suspense fallback={null}>
          <TablesView
            tables={tables}
            view={view}
            onViewChange={setView}
            active={active}
            onActiveChange={setActive}
            onRemove={remove}
            onTableChange={onTableChange}
          />
        </Suspense>
      )}
    </Panel>
  );
}

export default memo(TablesCard);
