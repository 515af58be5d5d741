import { ClearOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Tabs } from 'antd';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useDispatch, useIntl, useSelector } from 'umi';
import { useTableTabs } from '@/components/tableInput';
import type { Table } from '@/contract/text';
import type { RootState } from '@/models/rootState';

const FieldGrid = lazy(() => import('@/components/FieldGrid'));
const Diagram = lazy(() => import('@/components/Diagram'));

/** The workbench's tables as tabs, each an editable field list; a tab's close button removes it. */
function TablesCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const dispatch = useDispatch();
  const tables = useSelector((s: RootState) => s.codeGenerate.tables);
  const busy = useSelector(
    (s: RootState) =>
      s.loading.effects['codeGenerate/createTables'] ||
      s.loading.effects['codeGenerate/createTablesFromFile'] ||
      s.loading.effects['codeGenerate/fetchHistoryEntry'],
  );
  const [active, setActive] = useState(0);
  const [view, setView] = useState<'fields' | 'diagram'>('fields');

  useEffect(() => {
    if (active >= tables.length) setActive(Math.max(tables.length - 1, 0));
  }, [tables.length, active]);

  const items = useTableTabs(tables);

  const remove = (index: number) =>
    dispatch({ type: 'codeGenerate/saveTables', payload: tables.filter((_, i) => i !== index) });

  const onTableChange = useCallback(
    (next: Table) =>
      dispatch({ type: 'codeGenerate/saveTable', payload: { index: active, table: next } }),
    [dispatch, active],
  );
  const table = tables[active];

  return (
    <Card
      size="small"
      title={
        <Space>
          <TableOutlined />
          {t('codeGenerate.tables.title', { count: tables.length })}
        </Space>
      }
      extra={
        tables.length > 0 && (
          <Popconfirm
            title={t('codeGenerate.tables.clearConfirm')}
            onConfirm={() => dispatch({ type: 'codeGenerate/saveTables', payload: [] })}
          >
            <Button size="small" icon={<ClearOutlined />}>
              {t('codeGenerate.tables.clear')}
            </Button>
          </Popconfirm>
        )
      }
    >
      {tables.length === 0 ? (
        <Empty
          description={busy ? t('codeGenerate.tables.loading') : t('codeGenerate.tables.empty')}
        />
      ) : (
        <Tabs
          activeKey={view}
          onChange={(key) => setView(key as 'fields' | 'diagram')}
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
                    onChange={(key) => setActive(Number(key))}
                    onEdit={(key, action) => {
                      if (action === 'remove' && typeof key === 'string') remove(Number(key));
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
      )}
    </Card>
  );
}

export default memo(TablesCard);
