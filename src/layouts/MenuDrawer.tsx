import { Drawer, Menu, type MenuProps } from 'antd';
import { isNavGroup, mainNav } from './navigation';

export interface MenuDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  items: MenuProps['items'];
  selectedKeys: string[];
}

/** The main navigation on a narrow screen: a drawer from the right with every group open. */
export default function MenuDrawer({ title, open, onClose, items, selectedKeys }: MenuDrawerProps) {
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
          items={items}
          selectedKeys={selectedKeys}
          defaultOpenKeys={mainNav.filter(isNavGroup).map((group) => group.key)}
        />
      </nav>
    </Drawer>
  );
}
