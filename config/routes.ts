/**
 * Every route of SPEC.md section 2, under the root layout at `/`.
 * Umi turns each `component` into its own lazily loaded chunk; `src/loading.tsx` is the
 * fallback ("loading...") shown while a chunk loads. `*` sends any other path to the 404 page.
 */
export interface AppRoute {
  path: string;
  component?: string;
  routes?: AppRoute[];
}

const routes: AppRoute[] = [
  {
    path: '/',
    component: '@/layouts/index',
    routes: [
      { path: '/', component: '@/pages/index' },
      { path: '/login', component: '@/pages/login' },
      { path: '/code-generate', component: '@/pages/code-generate/index' },
      {
        path: '/code-generate/guide',
        component: '@/pages/code-generate/guide',
      },
      {
        path: '/code-generate/template',
        component: '@/pages/code-generate/template',
      },
      { path: '/text', component: '@/pages/text' },
      { path: '/software-dev', component: '@/pages/software-dev' },
      { path: '/wallpaper', component: '@/pages/wallpaper' },
      { path: '/user', component: '@/pages/user' },
      { path: '/sponsor', component: '@/pages/sponsor' },
      { path: '/release-log', component: '@/pages/release-log' },
      { path: '/issues', component: '@/pages/issues' },
      { path: '/issues/:id', component: '@/pages/issue-detail' },
      { path: '/feedback', component: '@/pages/feedback' },
      {
        path: '/statistical-analysis',
        component: '@/pages/statistical-analysis',
      },
      { path: '/admin/sys-logs', component: '@/pages/admin/sys-logs' },
      { path: '/admin/community', component: '@/pages/admin/community' },
      { path: '/admin/orders', component: '@/pages/admin/orders' },
      { path: '/admin/inquiries', component: '@/pages/admin/inquiries' },
      { path: '/403', component: '@/pages/403' },
      { path: '/404', component: '@/pages/404' },
      { path: '/500', component: '@/pages/500' },
      { path: '*', component: '@/pages/404' },
    ],
  },
];

export default routes;
