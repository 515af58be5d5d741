import path from 'node:path';
import { defineConfig } from 'umi';
import { ChunkGroupsPlugin } from './config/chunkGroups';
import { resolveProfile } from './config/profiles';
import proxy from './config/proxy';
import routes from './config/routes';
import { SIGN_DEFAULTS } from './config/sign';

/**
 * The only Umi config (Umi ignores config/config.ts when this file exists).
 * ROUTER_BASE moves the whole app under a sub-path (router `base` and asset `publicPath`);
 * see docs/frontend.md.
 */
function normaliseBase(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

const base = normaliseBase(process.env.ROUTER_BASE);
// umi sets NODE_ENV before reading this file: development for `umi dev`, production for `umi build`.
const profile = resolveProfile(process.env, process.env.NODE_ENV === 'production' ? 'prod' : 'dev');
const mocksOff = process.env.MOCK === 'none';
const TARGETS = { chrome: 111, edge: 111, firefox: 114, safari: 16 };

export default defineConfig({
  npmClient: 'npm',
  title: 'Java code generator | online programming tool',
  base,
  publicPath: base,
  hash: true,
  // MFSU's pre-bundled modules use top-level await, which makes webpack print a warning in every
  // page's console during `umi dev`; plain webpack keeps the dev console clean.
  mfsu: false,
  // Minified lazy chunks (CodeMirror's among them) otherwise define esbuild helpers under the same
  // short names in the global scope, which Umi's build check rejects as a conflict.
  esbuildMinifyIIFE: true,
  // Evergreen browsers from 2023 on: the polyfill entry then holds only what they lack, and code is
  // not down-levelled for engines nobody runs any more (docs/performance.md, "Front end").
  targets: TARGETS,
  // Those browsers have every language and DOM feature the code uses; Umi's default entry (`core-js`
  // whole, proposals included) weighed 120 KB in the main chunk for nothing.
  polyfill: { imports: [] },
  // React, ReactDOM and the router in one long-cached chunk; big libraries (antd's parts, CodeMirror,
  // the charts) in chunks of their own that only the routes using them load.
  codeSplitting: { jsStrategy: 'granularChunks' },
  // The locale plugin imports moment (and its zh-cn locale) into the main chunk unless dayjs, which
  // antd 5 already uses, stands in for it.
  moment2dayjs: { preset: 'none' },
  // No page sets <head> tags through Umi's Helmet; its provider and react-helmet-async stay out.
  helmet: false,
  alias: {
    'isomorphic-fetch': path.join(__dirname, 'config/stubs/fetchPolyfill.ts'),
    'side-channel': path.join(__dirname, 'config/stubs/sideChannel.cjs'),
  },
  // dist/chunk-groups.json: the files each route chunk needs, for `npm run bench:web`.
  chainWebpack(memo, { env, webpack }) {
    if (env === 'production') memo.plugin('chunk-groups').use(ChunkGroupsPlugin);
    // antd's form context (which Menu, Drawer and Tooltip import) needs only rc-field-form's
    // FormProvider, but rc-field-form's index assigns statics to its Form and so keeps the whole
    // form library in the root layout's chunks. Its FormContext module (the same module the index
    // re-exports) is enough there; pages with forms still load rc-field-form whole.
    memo.plugin('form-context-only').use(webpack.NormalModuleReplacementPlugin, [
      /^rc-field-form$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        if (/antd[\\/]es[\\/]form[\\/]context\.js$/.test(resource.contextInfo?.issuer ?? '')) {
          resource.request = 'rc-field-form/es/FormContext';
        }
      },
    ]);
    // Likewise antd's ConfigProvider (every page) needs only rc-motion's Provider, but rc-motion's
    // index, which has no sideEffects flag, keeps CSSMotion and CSSMotionList with it; the components
    // that animate import those and bring them with the pages that use them.
    memo.plugin('motion-provider-only').use(webpack.NormalModuleReplacementPlugin, [
      /^rc-motion$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        const issuer = resource.contextInfo?.issuer ?? '';
        if (/antd[\\/]es[\\/]config-provider[\\/]MotionWrapper\.js$/.test(issuer)) {
          resource.request = path.join(__dirname, 'config/rcMotionProvider.ts');
        }
      },
    ]);
    // antd's default theme derives its tokens (colour palettes and their variants) in the browser
    // at the first render, for antd's default seed and for the app's: on a phone about a sixth of
    // that render. The build derives them with the same algorithm and writes them into index.html
    // (config/antd/stylesPlugin.ts); this algorithm reads them and derives any other seed.
    memo.plugin('precomputed-theme-tokens').use(webpack.NormalModuleReplacementPlugin, [
      /^\.\/index$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        const issuer = resource.contextInfo?.issuer ?? '';
        if (/antd[\\/]es[\\/]theme[\\/]themes[\\/]default[\\/]theme\.js$/.test(issuer)) {
          resource.request = path.join(__dirname, 'src/utils/themeAlgorithm.ts');
        }
      },
    ]);
    // Umi's polyfill entry always imports regenerator-runtime, which sets the global
    // `regeneratorRuntime` that dva-loading's prebuilt effect wrapper calls (the code itself needs no
    // regenerator on these targets). @babel/runtime/regenerator sets the same global with Babel's
    // build of the same runtime, which dva-core imports, so the entry holds it anyway: one copy, not two.
    memo
      .plugin('one-regenerator')
      .use(webpack.NormalModuleReplacementPlugin, [
        /[\\/]regenerator-runtime[\\/]runtime(\.js)?$/,
        require.resolve('@babel/runtime/regenerator'),
      ]);
    // Umi's client code imports the regenerator helper of its own, older @babel/runtime: a second
    // copy of the runtime the entry already holds (see above). The app's CommonJS helper, which that
    // runtime is built from and which exports `default` too, serves it as well.
    memo
      .plugin('one-regenerator-helper')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^@babel\/runtime\/helpers\/esm\/regeneratorRuntime$/,
        require.resolve('@babel/runtime/helpers/regeneratorRuntime'),
      ]);
    // Umi 4.7.22 hands babel the targets at the top of babel-loader's options, which the preset-env
    // inside babel-preset-umi does not read: the app's own code came out as ES5, with regenerator
    // for every async function and helpers for spreads. Given to preset-env itself, they apply.
    for (const name of ['src', 'jsx-ts-tsx', 'extra-src']) {
      if (!memo.module.rules.has(name) || !memo.module.rule(name).uses.has('babel-loader'))
        continue;
      memo.module
        .rule(name)
        .use('babel-loader')
        .tap((options) => {
          for (const preset of options.presets as unknown[]) {
            if (!Array.isArray(preset) || !String(preset[0]).includes('babel-preset-umi')) continue;
            const presetOptions = preset[1] as { presetEnv?: object };
            presetOptions.presetEnv = { ...presetOptions.presetEnv, targets: TARGETS };
          }
          return options;
        });
    }
  },
  favicons: [`${base}favicon.svg`],
  metas: [
    // Umi's default viewport forbids zooming; keep pinch-zoom for accessibility.
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    {
      name: 'description',
      content:
        'Paste SQL DDL, JSON or a class, edit the field list, and generate Java code from your own templates.',
    },
    { name: 'theme-color', content: '#2f6fed' },
  ],
  routes,
  // The root layout is declared in config/routes.ts, not picked up by convention as well.
  conventionLayout: false,
  plugins: [
    '@umijs/plugins/dist/dva',
    '@umijs/plugins/dist/locale',
    '@umijs/plugins/dist/antd',
    '@umijs/plugins/dist/moment2dayjs',
    // Styled header and page lead in index.html, painted before the JavaScript loads.
    './config/appShellPlugin',
    // antd's styles for what the tool pages render at start, made by production builds.
    ...(process.env.NODE_ENV === 'production' ? ['./config/antd/stylesPlugin'] : []),
    // The call routes as plain data in the browser, without the contract's zod schemas.
    './config/contractRoutesPlugin',
    // Messages parsed at build time; react-intl's message parser stays out of the browser.
    './config/precompiledMessagesPlugin',
  ],
  dva: {},
  locale: {
    default: 'en-US',
    baseSeparator: '-',
    // English unless the user picked another language; the browser language does not decide.
    baseNavigator: false,
    useLocalStorage: true,
    antd: true,
    title: false,
  },
  // No configProvider here: the plugin's provider brings lodash's merge (for a config setter the app
  // never calls) into the start-up JavaScript; src/app.tsx provides the theme. No appConfig either:
  // antd's App component would bring Modal and Button. The root layout holds the message and
  // notification instances (src/components/feedback.tsx); pages that confirm use Modal.useModal().
  antd: {},
  define: {
    API_BASE: profile.apiBase,
    FILE_BASE: profile.fileBase,
    SIGN_KEY: process.env.SIGN_KEY ?? SIGN_DEFAULTS.key,
    SIGN_IV: process.env.SIGN_IV ?? SIGN_DEFAULTS.iv,
    APP_ENV: profile.name,
  },
  // With mocks on (`npm run dev`) mock/ answers; with MOCK=none (`npm run dev:bff`) the BFF does.
  proxy: mocksOff ? proxy : {},
});
