import { Drawer, Menu, type MenuProps } from 'antd';
import { Link } from 'umi';
import { isNavGroup, mainNav } from './navigation';

type Translate = (id: string) => string;

function menuItems(t: Translate): MenuProps['items'] {
  return mainNav.map((item) =>
    isNavGroup(item)
      ? {
          key: item.key,
          label: t(item.label),
          children: item.children.map((link) => ({
            key: link.path,
            label: <Link to={link.path}>{t(link.label)}</Link>,
          })),
        }
      : { key: item.path, label: <Link to={item.path}>{t(item.label)}</Link> },
  );
}

export interface MenuDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  t: Translate;
  selectedKeys: string[];
}

/** The main navigation on a narrow screen: a drawer from the right with every group open. */
export default function MenuDrawer({ title, open, onClose, t, selectedKeys }: MenuDrawerProps) {
  return (
    <Drawer
      title={title}
      placement="right"
      width={300}
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label="main">
        <Menu
          mode="inline"
          items={menuItems(t)}
          selectedKeys={selectedKeys}
          defaultOpenKeys={mainNav.filter(isNavGroup).map((group) => group.key)}
        />
      </nav>
    </Drawer>
  );
}
