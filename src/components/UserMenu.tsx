import { LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useEffect } from 'react';
import { Link, history, useDispatch, useIntl, useLocation, useSelector } from 'umi';
import { adminNav } from '@/layouts/navigation';
import type { RootState } from '@/models/types';

/** "Sign in" without a token; with one, the account menu (profile, admin pages, sign out). */
export default function UserMenu() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const location = useLocation();
  const { signedIn, current } = useSelector((state: RootState) => state.user);

  useEffect(() => {
    if (signedIn && !current) dispatch({ type: 'user/fetchCurrent' });
  }, [signedIn, current, dispatch]);

  if (!signedIn) {
    // Come back to the page the user was on; the sign-in page itself is no useful target.
    const back = location.pathname === '/login' ? '/' : `${location.pathname}${location.search}`;
    return (
      <Link to={`/login?redirect=${encodeURIComponent(back)}`} className="link-button">
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
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'sign-out') dispatch({ type: 'user/remove' });
          else history.push(key);
        },
      }}
    >
      <Button type="text" aria-label={intl.formatMessage({ id: 'user.account' })}>
        <Avatar size="small" src={current?.avatar ?? undefined} icon={<UserOutlined />} />
        <span className="user-menu-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
