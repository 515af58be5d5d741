import { BellOutlined, LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useEffect } from 'react';
import { Link, history, useDispatch, useIntl, useLocation, useSelector } from 'umi';
import { adminNav } from '@/layouts/navigation';
import type { RootState } from '@/models/rootState';
import LazyDropdown from '@/components/LazyDropdown';
import { getToken } from '@/request';
import { loginPath } from '@/utils/forms';
import styles from './header.less';

/**
 * "Sign in" without a token; with one, the unread-messages badge and the account menu (profile,
 * admin pages, sign out).
 */
export default function UserMenu() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const location = useLocation();
  const { signedIn, current } = useSelector((state: RootState) => state.user);
  const unread = useSelector((state: RootState) => state.message.unread);

  useEffect(() => {
    if (signedIn && !current) dispatch({ type: 'user/fetchCurrent' });
  }, [signedIn, current, dispatch]);

  // Asked once the profile confirmed the session, so a stale token yields one 901, not two.
  const userId = current?.id;
  useEffect(() => {
    if (userId) dispatch({ type: 'message/fetchUnread' });
  }, [userId, dispatch]);

  // Any call answered 901 made the request layer drop the token and open sign-in: follow it.
  useEffect(() => {
    if (signedIn && !getToken()) dispatch({ type: 'user/saveSignedOut' });
  }, [signedIn, location.pathname, dispatch]);

  if (!signedIn) {
    // Come back to the page the user was on; the sign-in page itself is no useful target.
    const back = location.pathname === '/login' ? '/' : `${location.pathname}${location.search}`;
    return (
      <Link to={loginPath(back)} className="link-button" data-testid="header-sign-in">
        <LoginOutlined />
        {intl.formatMessage({ id: 'user.signIn' })}
      </Link>
    );
  }

  const name = current?.nickname || current?.email || intl.formatMessage({ id: 'user.account' });
  const items: MenuProps['items'] = [
    {
      key: '/user',
      icon: <UserOutlined />,
      label: intl.formatMessage({ id: 'user.profile' }),
    },
    ...(current?.role === 'admin'
      ? [
          { type: 'divider' as const },
          {
            type: 'group' as const,
            label: intl.formatMessage({ id: 'menu.admin' }),
            children: adminNav.map((link) => ({
              key: link.path,
              label: intl.formatMessage({ id: link.label }),
            })),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'sign-out',
      icon: <LogoutOutlined />,
      label: intl.formatMessage({ id: 'user.signOut' }),
    },
  ];

  return (
    <>
      <Link
        to="/user?tab=messages"
        className="header-icon-link"
        aria-label={intl.formatMessage({ id: 'user.messages' })}
        title={intl.formatMessage({ id: 'user.unread' }, { count: unread })}
        data-testid="unread-badge"
      >
        <span className={styles.badge}>
          <BellOutlined />
          {unread > 0 && <sup className={styles.count}>{unread > 99 ? '99+' : unread}</sup>}
        </span>
      </Link>
      <LazyDropdown
        menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'sign-out') {
              // Home first: a signed-in page left behind would send the visitor to sign in again.
              history.push('/');
              dispatch({ type: 'user/remove' });
            } else history.push(key);
          },
        }}
      >
        <button
          type="button"
          className={styles.button}
          aria-label={intl.formatMessage({ id: 'user.account' })}
          data-testid="user-menu"
        >
          <span className={styles.avatar}>
            {current?.avatar ? <img src={current.avatar} alt="" /> : <UserOutlined />}
          </span>
          <span className="user-menu-name">{name}</span>
        </button>
      </LazyDropdown>
    </>
  );
}
