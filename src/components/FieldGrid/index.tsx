import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { AutoComplete, Button, Checkbox, Input, InputNumber, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  type CSSProperties,
  type HTMLAttributes,
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'umi';
import type { Field, Table as ParsedTable } from '@/contract/text';

/** Java types offered in the type box, spelled as the type mapping writes them; any other type can still be typed in. */
export const COMMON_JAVA_TYPES = [
  'String',
  'Integer',
  'Long',
  'Short',
  'Byte',
  'Boolean',
  'Double',
  'Float',
  'BigDecimal',
  'BigInteger',
  'LocalDate',
  'LocalDateTime',
  'LocalTime',
  'OffsetDateTime',
  'Instant',
  'Date',
  'UUID',
  'byte[]',
  'Object',
];
const COMMON_TS_TYPES = ['string', 'number', 'boolean', 'Date', 'unknown', 'string[]', 'number[]'];

export function emptyField(index: number): Field {
  return {
    columnName: `column_${index}`,
    propertyName: `column${index}`,
    sqlType: 'varchar',
    length: 255,
    precision: null,
    scale: null,
    nullable: true,
    primaryKey: false,
    autoIncrement: false,
    unique: false,
    defaultValue: null,
    comment: '',
    javaType: 'String',
    tsType: 'string',
  };
}

type TextKey =
  'columnName' | 'propertyName' | 'sqlType' | 'comment' | 'defaultValue' | 'javaType' | 'tsType';
type NumberKey = 'length' | 'precision' | 'scale';
type FlagKey = 'nullable' | 'primaryKey' | 'autoIncrement' | 'unique';

/**
 * A text box that keeps its draft locally and commits on blur or Enter, so typing re-renders only
 * this cell, not the whole grid (wide tables have hundreds of cells).
 */
const TextCell = memo(function TextCell({
  value,
  onCommit,
  label,
  options,
}: {
  value: string;
  onCommit: (v: string) => void;
  label: string;
  options?: string[];
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  if (options) {
    return (
      <AutoComplete
        aria-label={label}
        size="small"
        value={draft}
        style={{ width: '100%' }}
        options={options.map((o) => ({ value: o }))}
        filterOption={(input, option) =>
          String(option?.value).toLowerCase().includes(input.toLowerCase())
        }
        onChange={setDraft}
        onSelect={(v: string) => {
          setDraft(v);
          if (v !== value) onCommit(v);
        }}
        onBlur={commit}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      size="small"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
});

// The row's drag listeners reach the handle cell through context (antd renders the cells).
const HandleContext = createContext<object>({});

function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key': string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props['data-row-key'],
  });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9 } : {}),
  };
  const handle = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab' }}
      {...handle}
    />
  );
}

export interface FieldGridProps {
  table: ParsedTable;
  onChange: (table: ParsedTable) => void;
  /** Field to scroll to and highlight (e.g. from a check problem). */
  selectedColumn?: string;
}

/** An editable field list of one table: every property, add, delete, reorder; reused by the generator page. */
export default function FieldGrid({ table, onChange, selectedColumn }: FieldGridProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // Handlers read the latest table through a ref so they stay stable and memoized cells do not re-render.
  const latest = useRef({ table, onChange });
  latest.current = { table, onChange };

  const setField = useCallback((index: number, patch: Partial<Field>) => {
    const { table: tb, onChange: change } = latest.current;
    change({ ...tb, fields: tb.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) });
  }, []);
  const move = useCallback((from: number, to: number) => {
    const { table: tb, onChange: change } = latest.current;
    if (to < 0 || to >= tb.fields.length) return;
    change({ ...tb, fields: arrayMove(tb.fields, from, to) });
  }, []);
  const remove = useCallback((index: number) => {
    const { table: tb, onChange: change } = latest.current;
    change({ ...tb, fields: tb.fields.filter((_, i) => i !== index) });
  }, []);
  const add = () =>
    onChange({ ...table, fields: [...table.fields, emptyField(table.fields.length + 1)] });
  const setTable = (patch: Partial<ParsedTable>) => onChange({ ...table, ...patch });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(Number(active.id), Number(over.id));
  };

  const rows = useMemo(
    () => table.fields.map((field, index) => ({ key: String(index), index, field })),
    [table.fields],
  );
  type Row = (typeof rows)[number];

  const columns = useMemo<ColumnsType<Row>>(() => {
    const text = (key: TextKey, width: number, options?: string[]) => ({
      title: t(`fieldGrid.${key}`),
      key,
      width,
      render: (_: unknown, { index, field }: Row) => (
        <TextCell
          label={`${t(`fieldGrid.${key}`)} ${index + 1}`}
          value={field[key] ?? ''}
          options={options}
          onCommit={(v) =>
            setField(index, { [key]: key === 'defaultValue' && v === '' ? null : v })
          }
        />
      ),
    });
    const num = (key: NumberKey) => ({
      title: t(`fieldGrid.${key}`),
      key,
      width: 80,
      render: (_: unknown, { index, field }: Row) => (
        <InputNumber
          aria-label={`${t(`fieldGrid.${key}`)} ${index + 1}`}
          size="small"
          min={0}
          precision={0}
          value={field[key]}
          style={{ width: '100%' }}
          onChange={(v) => setField(index, { [key]: v ?? null })}
        />
      ),
    });
    const flag = (key: FlagKey) => ({
      title: t(`fieldGrid.${key}`),
      key,
      width: 64,
      align: 'center' as const,
      render: (_: unknown, { index, field }: Row) => (
        <Checkbox
          aria-label={`${t(`fieldGrid.${key}`)} ${index + 1}`}
          checked={field[key]}
          onChange={(e) => setField(index, { [key]: e.target.checked })}
        />
      ),
    });
    return [
      {
        title: '',
        key: 'drag',
        width: 40,
        fixed: 'left',
        render: () => <DragHandle label={t('fieldGrid.drag')} />,
      },
      text('columnName', 160),
      text('propertyName', 160),
      text('sqlType', 120),
      num('length'),
      num('precision'),
      num('scale'),
      flag('nullable'),
      flag('primaryKey'),
      flag('autoIncrement'),
      flag('unique'),
      text('defaultValue', 120),
      text('comment', 200),
      text('javaType', 200, COMMON_JAVA_TYPES),
      text('tsType', 120, COMMON_TS_TYPES),
      {
        title: '',
        key: 'actions',
        width: 110,
        fixed: 'right',
        render: (_: unknown, { index }: Row) => (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={`${t('fieldGrid.up')} ${index + 1}`}
              onClick={() => move(index, index - 1)}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={`${t('fieldGrid.down')} ${index + 1}`}
              onClick={() => move(index, index + 1)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('fieldGrid.delete')} ${index + 1}`}
              onClick={() => remove(index)}
            />
          </Space>
        ),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl.locale, setField, move, remove]);

  return (
    <div className="field-grid">
      <Space wrap style={{ marginBottom: 8 }}>
        <TextCell
          label={t('fieldGrid.tableName')}
          value={table.tableName}
          onCommit={(v) => setTable({ tableName: v })}
        />
        <TextCell
          label={t('fieldGrid.className')}
          value={table.className}
          onCommit={(v) => setTable({ className: v })}
        />
        <TextCell
          label={t('fieldGrid.tableComment')}
          value={table.comment}
          onCommit={(v) => setTable({ comment: v })}
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('fieldGrid.add')}
        </Button>
      </Space>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
          <Table<Row>
            size="small"
            bordered
            pagination={false}
            rowKey="key"
            dataSource={rows}
            columns={columns}
            components={{ body: { row: SortableRow } }}
            rowClassName={(r) =>
              r.field.columnName === selectedColumn ? 'ant-table-row-selected' : ''
            }
            scroll={{ x: 1900, y: 520 }}
          />
        </SortableContext>
      </DndContext>
    </div>
  );
}
