import { CodeOutlined, MenuOutlined } from '@ant-design/icons';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Link, Outlet, useIntl, useLocation } from 'umi';
import { FeedbackProvider, useFeedback } from '@/components/feedback';
import LangSwitch from '@/components/LangSwitch';
import WhatsNew from '@/components/community/WhatsNew';
import UserMenu from '@/components/UserMenu';
import { configureRequest } from '@/request';
import { preloadPageMessages } from '@/utils/locales';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import Loading from '@/loading';
import HeaderNav from './HeaderNav';
import PageMessages from './PageMessages';
import { footerNav, selectedPath } from './navigation';
import { APP_SHELL_ID } from './shell';
import styles from './index.less';
import controls from '../components/header.less';
import { useT } from '@/hooks/useT';

// Loaded when first opened: a wide screen never needs it, a narrow one not before the tap.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** The tools that need the room of a wide screen (editor, field grid, template tree). */
const WORKSPACE_PATHS = ['/text', '/code-generate', '/code-generate/template'];

/** The root layout: header with navigation, language and user menu; the page; the footer. */
export default function BasicLayout() {
  return (
    <FeedbackProvider>
      <LayoutFrame />
    </FeedbackProvider>
  );
}

function LayoutFrame() {
  const intl = useIntl();
  const t = useT();
  const location = useLocation();
  // Below antd's lg breakpoint (992 px), as the shell's CSS and index.less switch too.
  const compact = useMediaQuery('(max-width: 991px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { message, notification } = useFeedback();

  // index.html painted a styled shell before the scripts loaded; the app takes its place before
  // the browser paints again (the shell's CSS hides #root only while the shell is there).
  useLayoutEffect(() => document.getElementById(APP_SHELL_ID)?.remove(), []);

  // The request layer shows failures through the layout's instances, which follow theme and locale.
  useEffect(() => {
    configureRequest({ notify: { message, notification } });
  }, [message, notification]);

  // Most pages' messages are not start-up data: fetched once the page is idle, before the next
  // route needs them.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return preloadPageMessages(intl.locale);
    const id = requestIdleCallback(() => preloadPageMessages(intl.locale), { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, [intl.locale]);

  // Screen readers and the browser's translation offer read the page language from <html lang>.
  useEffect(() => {
    document.documentElement.lang = intl.locale;
  }, [intl.locale]);

  // Navigating closes the drawer.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  const selected = selectedPath(location.pathname);
  const wide = WORKSPACE_PATHS.includes(location.pathname.replace(/\/+$/, '') || '/');

  return (
    <section className={styles.layout}>
      <header className={styles.header}>
        <div className={wide ? `${styles.headerInner} ${styles.wide}` : styles.headerInner}>
          <Link to="/" className={styles.brand} aria-label={t('app.name')}>
            <span className={styles.logo}>
              <CodeOutlined />
            </span>
            <span className={styles.brandText}>
              <span className={styles.brandName}>{t('app.name')}</span>
              <span className={styles.brandTagline}>{t('app.tagline')}</span>
            </span>
          </Link>
          {!compact && <HeaderNav t={t} selected={selected} pathname={location.pathname} />}
          <div className={styles.actions}>
            <WhatsNew />
            <LangSwitch />
            <UserMenu />
            {compact && (
              <button
                type="button"
                className={`${controls.button} ${controls.icon}`}
                aria-label={t('menu.open')}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              >
                <MenuOutlined />
              </button>
            )}
          </div>
        </div>
      </header>
      {compact && drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer
            title={t('app.name')}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            t={t}
            selectedKeys={selected ? [selected] : []}
          />
        </Suspense>
      )}
      <main className={styles.content}>
        <div className={wide ? `${styles.container} ${styles.wide}` : styles.container}>
          <Suspense fallback={<Loading />}>
            <PageMessages />
            <Outlet />
          </Suspense>
        </div>
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerAbout}>
            <div className={styles.footerBrand}>
              <span className={styles.logo}>
                <CodeOutlined />
              </span>
              {t('app.name')}
            </div>
            <p>{t('footer.about')}</p>
          </div>
          {footerNav.map((column) => (
            <nav key={column.title} className={styles.footerColumn} aria-label={t(column.title)}>
              <h3>{t(column.title)}</h3>
              <ul>
                {column.links.map((link) => (
                  <li key={link.path}>
                    <Link to={link.path}>{t(link.label)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.copyright}>
          {intl.formatMessage({ id: 'footer.copyright' }, { year: new Date().getFullYear() })}
        </div>
      </footer>
    </section>
  );
}
