/**
 * The public pages as the header, the mobile drawer and the footer link them.
 * Labels are message ids of src/locales; groups open as sub-menus.
 */
export interface NavLink {
  path: string;
  label: string;
}

export interface NavGroup {
  key: string;
  label: string;
  children: NavLink[];
}

export type NavItem = NavLink | NavGroup;

export const isNavGroup = (item: NavItem): item is NavGroup => 'children' in item;

export const mainNav: NavItem[] = [
  { path: '/', label: 'menu.home' },
  {
    key: 'code-generate',
    label: 'menu.codeGenerate',
    children: [
      { path: '/code-generate', label: 'menu.codeGenerate.generator' },
      { path: '/code-generate/guide', label: 'menu.codeGenerate.guide' },
      { path: '/code-generate/template', label: 'menu.codeGenerate.template' },
    ],
  },
  { path: '/text', label: 'menu.text' },
  {
    key: 'tools',
    label: 'menu.tools',
    children: [
      { path: '/software-dev', label: 'menu.softwareDev' },
      { path: '/wallpaper', label: 'menu.wallpaper' },
    ],
  },
  {
    key: 'community',
    label: 'menu.community',
    children: [
      { path: '/release-log', label: 'menu.releaseLog' },
      { path: '/issues', label: 'menu.issues' },
      { path: '/feedback', label: 'menu.feedback' },
      { path: '/sponsor', label: 'menu.sponsor' },
    ],
  },
];

export const footerNav: { title: string; links: NavLink[] }[] = [
  {
    title: 'footer.product',
    links: [
      { path: '/text', label: 'menu.text' },
      { path: '/code-generate', label: 'menu.codeGenerate' },
      { path: '/code-generate/guide', label: 'menu.codeGenerate.guide' },
      { path: '/code-generate/template', label: 'menu.codeGenerate.template' },
    ],
  },
  {
    title: 'footer.community',
    links: [
      { path: '/release-log', label: 'menu.releaseLog' },
      { path: '/feedback', label: 'menu.feedback' },
      { path: '/issues', label: 'menu.issues' },
      { path: '/sponsor', label: 'menu.sponsor' },
    ],
  },
];

export const adminNav: NavLink[] = [
  { path: '/statistical-analysis', label: 'menu.statisticalAnalysis' },
  { path: '/admin/sys-logs', label: 'menu.sysLogs' },
  { path: '/admin/community', label: 'menu.communityAdmin' },
  { path: '/admin/orders', label: 'pay.admin.orders' },
  { path: '/admin/inquiries', label: 'menu.inquiryAdmin' },
];

/** The menu key to highlight: the longest nav path that is the current path or a parent of it. */
export function selectedPath(pathname: string, items: NavItem[] = mainNav): string | undefined {
  const paths = items
    .flatMap((item) => (isNavGroup(item) ? item.children : [item]))
    .map((l) => l.path);
  return paths
    .filter((path) => path === pathname || (path !== '/' && pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.length - a.length)[0];
}
