import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'umi';
import { isNavGroup, mainNav, type NavGroup } from './navigation';
import styles from './HeaderNav.less';

type Translate = (id: string) => string;

// rc-menu's delay: the pointer may cross the gap between a group and its list without closing it.
const CLOSE_DELAY_MS = 100;

interface HeaderNavProps {
  t: Translate;
  /** The path of the link to mark as the current page, if any. */
  selected: string | undefined;
  pathname: string;
}

/**
 * The main navigation on a wide screen: plain links, and for each group a button that shows its
 * links below it (on hover, click or keyboard), in the look of antd's horizontal Menu. Plain
 * elements, since the Menu with its overflow, trigger and motion code was most of the JavaScript
 * every page waited for.
 */
export default function HeaderNav({ t, selected, pathname }: HeaderNavProps) {
  const [open, setOpen] = useState<string>();

  // Navigating closes an open group.
  useEffect(() => setOpen(undefined), [pathname]);

  return (
    <nav className={styles.nav} aria-label="main">
      <ul className={styles.menu}>
        {mainNav.map((item) =>
          isNavGroup(item) ? (
            <NavGroupItem
              key={item.key}
              group={item}
              t={t}
              selected={selected}
              open={open === item.key}
              onOpenChange={(next) =>
                setOpen((current) => (next ? item.key : current === item.key ? undefined : current))
              }
            />
          ) : (
            <li
              key={item.path}
              className={item.path === selected ? `${styles.item} ${styles.active}` : styles.item}
            >
              <Link
                to={item.path}
                className={styles.link}
                aria-current={item.path === selected ? 'page' : undefined}
              >
                {t(item.label)}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface NavGroupItemProps {
  group: NavGroup;
  t: Translate;
  selected: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A group: a disclosure button and the list of its links. */
function NavGroupItem({ group, t, selected, open, onOpenChange }: NavGroupItemProps) {
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>();
  const active = group.children.some((link) => link.path === selected);

  const cancelClose = () => clearTimeout(closing.current);
  useEffect(() => cancelClose, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      onOpenChange(false);
      button.current?.focus();
    }
  };
  // Tabbing past the group's last link (or away from it) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };

  const classes = [styles.item, styles.group, active && styles.active, open && styles.open];
  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      onMouseEnter={() => {
        cancelClose();
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closing.current = setTimeout(() => onOpenChange(false), CLOSE_DELAY_MS);
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={button}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        // A pointer opened the group on entering it, so its click keeps it open; Enter and Space
        // (a click with no detail) toggle it.
        onClick={(event) => onOpenChange(event.detail === 0 ? !open : true)}
      >
        {t(group.label)}
      </button>
      <ul id={listId} className={styles.popup} hidden={!open}>
        {group.children.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className={
                link.path === selected ? `${styles.popupLink} ${styles.active}` : styles.popupLink
              }
              aria-current={link.path === selected ? 'page' : undefined}
              // The current page's own link changes no path: close the list here.
              onClick={() => onOpenChange(false)}
            >
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
