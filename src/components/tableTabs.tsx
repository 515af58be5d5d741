import { Badge } from 'antd';
import { useMemo } from 'react';
import type { Table } from '@/contract/text';

/**
 * Tab items for the tables: the name and a field-count badge, keyed by index. The tab bar measures
 * every tab when its items change and a 1 MB dump has a thousand tables, so the items change only
 * when a name or a field count does (editing a cell leaves them alone).
 */
export function useTableTabs(tables: Table[]) {
  const tabKey = tables
    .map((tb) => `${tb.tableName || tb.className}\u0000${tb.fields.length}`)
    .join('\u0001');
  return useMemo(
    () =>
      tables.map((table, index) => ({
        key: String(index),
        label: (
          <span>
            {table.tableName || table.className}{' '}
            <Badge count={table.fields.length} showZero color="#8c8c8c" size="small" />
          </span>
        ),
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tabKey],
  );
}
