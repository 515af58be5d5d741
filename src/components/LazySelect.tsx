import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import {
  useState,
  type ComponentType,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'umi';
import { useFeedback } from '@/components/feedback';
import styles from './LazySelect.less';

type SelectComponent = ComponentType<SelectProps<string>>;

let loaded: SelectComponent | undefined;
let loading: Promise<SelectComponent> | undefined;

/** antd's Select, fetched once for every lazy select; a failed fetch is tried again next time. */
function loadSelect(): Promise<SelectComponent> {
  loading ??= import('antd/es/select')
    .then((module) => (loaded = module.default as SelectComponent))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The keys that open antd's Select from the keyboard. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

export interface LazySelectProps<V extends string> {
  'aria-label': string;
  value: V | undefined;
  options: { value: V; label: ReactNode }[];
  /** Undefined when the clear button (`allowClear`) empties it. */
  onChange: (value: V | undefined) => void;
  placeholder?: ReactNode;
  allowClear?: boolean;
  style?: CSSProperties;
}

/**
 * A single antd Select whose code loads when it is first wanted: pointing at it or focusing it
 * starts the fetch, and antd's Select takes its place once the code is in (with the focus, and
 * open if a click or a key asked for the list). Until then a box of the same look shows the value,
 * so a page whose first screen holds selects does not load rc-select and its virtual list first.
 */
export default function LazySelect<V extends string>(props: LazySelectProps<V>) {
  const intl = useIntl();
  const { message } = useFeedback();
  const [Select, setSelect] = useState(() => loaded);
  const [focused, setFocused] = useState(false);
  const [open, setOpen] = useState(false);

  if (Select) {
    const { onChange, ...rest } = props;
    return (
      <Select
        {...rest}
        onChange={(value) => onChange(value as V | undefined)}
        autoFocus={focused}
        defaultOpen={open}
      />
    );
  }

  const load = (opening: boolean) => {
    if (opening) setOpen(true);
    loadSelect().then(
      // Never within the press that asked for it: antd's Select starts listening for presses
      // outside itself in its first effect, and would take this very press for one and close.
      (component) => setTimeout(() => setSelect(() => component)),
      () => {
        if (opening) void message.error(intl.formatMessage({ id: 'menu.loadFailed' }));
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    load(true);
  };
  const { value, options, placeholder, style } = props;
  const selected = options.find((option) => option.value === value);

  return (
    <div
      role="combobox"
      tabIndex={0}
      aria-label={props['aria-label']}
      aria-expanded={false}
      aria-haspopup="listbox"
      className={styles.select}
      style={style}
      onPointerEnter={() => load(false)}
      onFocus={() => {
        setFocused(true);
        load(false);
      }}
      onBlur={() => setFocused(false)}
      // antd's Select opens on mouse down too. The press's own focus change is left out (the box
      // is focused here): antd's Select may take the box's place before it would happen and would
      // then lose the focus, and its list with it.
      onMouseDown={(event) => {
        event.preventDefault();
        event.currentTarget.focus();
        load(true);
      }}
      onKeyDown={onKeyDown}
    >
      <span className={styles.selector}>
        {selected ? (
          <span
            className={styles.item}
            title={typeof selected.label === 'string' ? selected.label : undefined}
          >
            {selected.label}
          </span>
        ) : (
          <span className={styles.placeholder}>{placeholder}</span>
        )}
      </span>
      <span className={styles.arrow} aria-hidden>
        <DownOutlined />
      </span>
    </div>
  );
}
