import type { DropdownProps } from 'antd';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
} from 'react';
import { useIntl } from 'umi';
import { useFeedback } from '@/components/feedback';

type DropdownComponent = ComponentType<DropdownProps>;

let loaded: DropdownComponent | undefined;
let loading: Promise<DropdownComponent> | undefined;

/** antd's Dropdown, fetched once for every header menu; a failed fetch is tried again next time. */
function loadDropdown(): Promise<DropdownComponent> {
  loading ??= import('antd/es/dropdown')
    .then((module) => (loaded = module.default))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

export interface LazyDropdownProps {
  menu: NonNullable<DropdownProps['menu']>;
  /** The button that opens the menu (a plain element: it renders before antd is loaded). */
  children: ReactElement<TriggerProps>;
}

/**
 * A click-triggered antd Dropdown whose code loads when the menu is first wanted: pointing at or
 * focusing the button starts the fetch, the click opens the menu once it is in. Until then the
 * button renders alone, so the header's menus cost no start-up JavaScript. A click whose fetch
 * fails says so; the next one tries again.
 */
export default function LazyDropdown({ menu, children }: LazyDropdownProps) {
  const intl = useIntl();
  const { message } = useFeedback();
  const [Dropdown, setDropdown] = useState(() => loaded);
  const [open, setOpen] = useState(false);
  const host = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);

  // Wrapping the button in the Dropdown mounts it anew: give the new one the focus the old one had.
  useLayoutEffect(() => {
    if (!Dropdown || !refocus.current) return;
    refocus.current = false;
    host.current?.querySelector<HTMLElement>('button, a')?.focus();
  }, [Dropdown]);

  if (Dropdown) {
    return (
      <span ref={host} style={{ display: 'contents' }}>
        <Dropdown trigger={['click']} menu={menu} open={open} onOpenChange={setOpen}>
          {children}
        </Dropdown>
      </span>
    );
  }

  const preload = () => void loadDropdown().catch(() => undefined);
  return (
    <span ref={host} style={{ display: 'contents' }}>
      {cloneElement(children, {
        onPointerEnter: preload,
        onFocus: preload,
        onClick: (event: MouseEvent<HTMLElement>) => {
          refocus.current = document.activeElement === event.currentTarget;
          loadDropdown().then(
            (component) => {
              setOpen(true);
              setDropdown(() => component);
            },
            () => void message.error(intl.formatMessage({ id: 'menu.loadFailed' })),
          );
        },
      })}
    </span>
  );
}
