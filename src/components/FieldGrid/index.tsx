import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  PlusOutlined,
  SettingOutlined,
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
import {
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Grid,
  Input,
  InputNumber,
  Popover,
  Space,
  Table,
} from 'antd';
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
import './index.less';
import { type Translate, useT } from '@/hooks/useT';

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
type FieldKey = TextKey | NumberKey | FlagKey;

const TEXT_KEYS: readonly string[] = [
  'columnName',
  'propertyName',
  'sqlType',
  'comment',
  'defaultValue',
  'javaType',
  'tsType',
];
const NUMBER_KEYS: readonly string[] = ['length', 'precision', 'scale'];

/** Every property in grid order, with its column width (comment takes what is left). */
const COLUMN_WIDTHS: Record<FieldKey, number> = {
  columnName: 120,
  propertyName: 120,
  sqlType: 104,
  length: 68,
  precision: 72,
  scale: 64,
  nullable: 48,
  primaryKey: 44,
  autoIncrement: 52,
  unique: 60,
  defaultValue: 110,
  comment: 130,
  javaType: 120,
  tsType: 110,
};
const ALL_KEYS = Object.keys(COLUMN_WIDTHS) as FieldKey[];
/** What people edit most: shown by default, and on a phone card without opening "More". */
export const MAIN_COLUMNS: FieldKey[] = [
  'columnName',
  'propertyName',
  'sqlType',
  'length',
  'nullable',
  'primaryKey',
  'comment',
  'javaType',
];
const DRAG_WIDTH = 32;
const ACTIONS_WIDTH = 96;
const COLUMNS_STORAGE_KEY = 'fieldGrid.columns';

/** The columns the user chose (kept in local storage), or the main ones. */
function storedColumns(): FieldKey[] {
  try {
    const raw = JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? 'null') as unknown;
    if (Array.isArray(raw)) {
      const known = ALL_KEYS.filter((k) => raw.includes(k));
      if (known.length > 0) return known;
    }
  } catch {
    // Unreadable or no storage: the main columns.
  }
  return MAIN_COLUMNS;
}

function useColumnChoice() {
  const [shown, setShown] = useState<FieldKey[]>(storedColumns);
  const choose = (keys: FieldKey[]) => {
    const next = ALL_KEYS.filter((k) => keys.includes(k));
    if (next.length === 0) return;
    setShown(next);
    try {
      window.localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Without storage the choice lasts until the page is left.
    }
  };
  return [shown, choose] as const;
}

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

type SetField = (index: number, patch: Partial<Field>) => void;

/** The editor of one property of field `index`, labelled "<property> <n>" in both layouts. */
function propertyEditor(
  key: FieldKey,
  index: number,
  field: Field,
  setField: SetField,
  t: Translate,
) {
  const label = `${t(`fieldGrid.${key}`)} ${index + 1}`;
  if (TEXT_KEYS.includes(key)) {
    const textKey = key as TextKey;
    const options =
      textKey === 'javaType'
        ? COMMON_JAVA_TYPES
        : textKey === 'tsType'
          ? COMMON_TS_TYPES
          : undefined;
    return (
      <TextCell
        label={label}
        value={field[textKey] ?? ''}
        options={options}
        onCommit={(v) =>
          setField(index, { [textKey]: textKey === 'defaultValue' && v === '' ? null : v })
        }
      />
    );
  }
  if (NUMBER_KEYS.includes(key)) {
    const numberKey = key as NumberKey;
    return (
      <InputNumber
        aria-label={label}
        size="small"
        min={0}
        precision={0}
        value={field[numberKey]}
        style={{ width: '100%' }}
        onChange={(v) => setField(index, { [numberKey]: v ?? null })}
      />
    );
  }
  const flagKey = key as FlagKey;
  return (
    <Checkbox
      aria-label={label}
      checked={field[flagKey]}
      onChange={(e) => setField(index, { [flagKey]: e.target.checked })}
    />
  );
}

function MoveButtons({
  index,
  move,
  remove,
  t,
}: {
  index: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  t: Translate;
}) {
  return (
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
  );
}

/**
 * One field as a card (phones): the most edited properties, the rest behind "More". Memoized on
 * the field, so editing one card re-renders only that card.
 */
const FieldCard = memo(function FieldCard({
  index,
  field,
  selected,
  setField,
  move,
  remove,
  t,
}: {
  index: number;
  field: Field;
  selected: boolean;
  setField: SetField;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  t: Translate;
}) {
  const [more, setMore] = useState(false);
  const keys = more ? ALL_KEYS : MAIN_COLUMNS;
  const flags = keys.filter((k) => !TEXT_KEYS.includes(k) && !NUMBER_KEYS.includes(k));
  const inputs = keys.filter((k) => !flags.includes(k));
  return (
    <Card
      size="small"
      className={selected ? 'field-card is-selected' : 'field-card'}
      data-testid={`field-card-${index + 1}`}
      title={
        <>
          {t('fieldGrid.field', { n: index + 1 })}
          {field.columnName && <span className="field-card-name"> · {field.columnName}</span>}
        </>
      }
      extra={<MoveButtons index={index} move={move} remove={remove} t={t} />}
    >
      <div className="field-card-inputs">
        {inputs.map((key) => (
          <label key={key} className={key === 'comment' ? 'field-card-wide' : undefined}>
            <span>{t(`fieldGrid.${key}`)}</span>
            {propertyEditor(key, index, field, setField, t)}
          </label>
        ))}
      </div>
      <div className="field-card-flags">
        {flags.map((key) => (
          <label key={key}>
            {propertyEditor(key, index, field, setField, t)} {t(`fieldGrid.${key}`)}
          </label>
        ))}
        <Button type="link" size="small" onClick={() => setMore((m) => !m)} aria-expanded={more}>
          {t(more ? 'fieldGrid.less' : 'fieldGrid.more')}
        </Button>
      </div>
    </Card>
  );
});

/**
 * An editable field list of one table: every property, add, delete, reorder; reused by the
 * generator page. From 768 px a grid of the chosen columns (the most edited by default; "Columns"
 * picks more, kept in local storage), scrolling sideways with a shadow at the edge when they do not
 * fit; below, one card per field.
 */
export default function FieldGrid({ table, onChange, selectedColumn }: FieldGridProps) {
  const intl = useIntl();
  const t = useT();
  const screens = Grid.useBreakpoint();
  // Before the first measurement every breakpoint is undefined: treat that as a wide screen.
  const cards = screens.md === false;
  const [shown, choose] = useColumnChoice();
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
    const translate: Translate = (id, values) => intl.formatMessage({ id }, values);
    const property = (key: FieldKey) => ({
      title: translate(`fieldGrid.${key}`),
      key,
      // Comment takes the room the others leave.
      width: key === 'comment' ? undefined : COLUMN_WIDTHS[key],
      align: TEXT_KEYS.includes(key) || NUMBER_KEYS.includes(key) ? undefined : ('center' as const),
      ellipsis: true,
      render: (_: unknown, { index, field }: Row) =>
        propertyEditor(key, index, field, setField, translate),
    });
    return [
      {
        title: '',
        key: 'drag',
        width: DRAG_WIDTH,
        fixed: 'left',
        render: () => <DragHandle label={translate('fieldGrid.drag')} />,
      },
      ...shown.map(property),
      {
        title: '',
        key: 'actions',
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (_: unknown, { index }: Row) => (
          <MoveButtons index={index} move={move} remove={remove} t={translate} />
        ),
      },
    ];
  }, [intl, shown, setField, move, remove]);
  const scrollWidth =
    DRAG_WIDTH + ACTIONS_WIDTH + shown.reduce((sum, key) => sum + COLUMN_WIDTHS[key], 0);

  const picker = (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('fieldGrid.columns.label')}
      content={
        <div className="field-grid-picker">
          <Checkbox.Group
            value={shown}
            onChange={(keys) => choose(keys as FieldKey[])}
            options={ALL_KEYS.map((key) => ({ value: key, label: t(`fieldGrid.${key}`) }))}
          />
          <Button size="small" type="link" onClick={() => choose(MAIN_COLUMNS)}>
            {t('fieldGrid.columns.reset')}
          </Button>
        </div>
      }
    >
      <Button icon={<SettingOutlined />} aria-label={t('fieldGrid.columns.label')}>
        {t('fieldGrid.columns')}
      </Button>
    </Popover>
  );

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
        {!cards && picker}
      </Space>
      {cards ? (
        <div className="field-cards" data-testid="field-cards">
          {rows.map(({ key, index, field }) => (
            <FieldCard
              key={key}
              index={index}
              field={field}
              selected={field.columnName === selectedColumn}
              setField={setField}
              move={move}
              remove={remove}
              t={t}
            />
          ))}
        </div>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
            <Table<Row>
              className="field-grid-table"
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
              scroll={{ x: scrollWidth, y: 520 }}
            />
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
