import { createRequire } from 'node:module';
import path from 'node:path';
import type { IApi } from 'umi';
import enUS from '../src/locales/en-US';
import zhCN from '../src/locales/zh-CN';
import { startMessageIds } from './startMessages';

type Messages = Record<string, string>;

/** The locales whose messages the browser gets parsed, by the module the app imports them from. */
const LOCALES: Record<string, Messages> = { 'en-US': enUS, 'zh-CN': zhCN };

/**
 * The parser of the intl-messageformat that react-intl (under Umi's locale plugin) formats with:
 * the build parses with exactly the grammar the browser would have used.
 */
function runtimeParser(): (message: string, options: object) => unknown {
  const fromPlugins = createRequire(require.resolve('@umijs/plugins/package.json'));
  const fromReactIntl = createRequire(fromPlugins.resolve('react-intl/package.json'));
  const fromFormat = createRequire(fromReactIntl.resolve('intl-messageformat/package.json'));
  return fromFormat('intl-messageformat-parser').parse;
}

interface Element {
  style?: unknown;
  options?: Record<string, { value: Element[] }>;
}

/** Whether a parsed message (plural and select branches included) has a skeleton style. */
function hasSkeleton(elements: Element[]): boolean {
  return elements.some(
    (el) =>
      (typeof el.style === 'object' && el.style !== null) ||
      Object.values(el.options ?? {}).some((option) => hasSkeleton(option.value)),
  );
}

/**
 * A module whose default export maps each message id to its parsed form, as IntlMessageFormat
 * would have parsed the text in the browser (it parses with `normalizeHashtagInPlural: false`).
 * A message that does not parse, or has a skeleton style (the browser build has no skeleton
 * helpers: config/noMessageParser.ts), throws, naming it, and so fails the build.
 */
export function precompiledMessagesSource(messages: Messages): string {
  const parse = runtimeParser();
  const parsed: Record<string, unknown> = {};
  for (const [id, text] of Object.entries(messages)) {
    try {
      parsed[id] = parse(text, { normalizeHashtagInPlural: false });
    } catch (error) {
      throw new Error(`message ${id} is not valid ICU syntax: ${(error as Error).message}`);
    }
    if (hasSkeleton(parsed[id] as Element[])) {
      throw new Error(`message ${id} has a skeleton style, which the browser build cannot format`);
    }
  }
  return `export default ${JSON.stringify(parsed)};\n`;
}

/** The default locale's messages split into the start-up part and the rest (src/locales/en-US/start.ts, pages.ts). */
function splitDefaultMessages(srcDir: string): Record<'start' | 'pages', Messages> {
  const start = startMessageIds(srcDir, Object.keys(enUS));
  const parts: Record<'start' | 'pages', Messages> = { start: {}, pages: {} };
  for (const [id, text] of Object.entries(enUS))
    parts[start.has(id) ? 'start' : 'pages'][id] = text;
  return parts;
}

/**
 * In production builds, swaps the locale modules (src/locales/<locale>/index.ts, and en-US's
 * start.ts and pages.ts) for their messages parsed at build time, written into Umi's temporary
 * directory, and intl-messageformat's parser for
 * config/noMessageParser.ts: react-intl formats the parsed messages and its parser stays out of
 * the start-up JavaScript. `umi dev` keeps the texts and the parser, so edited messages show at once.
 */
export default function precompiledMessagesPlugin(api: IApi): void {
  if (api.env !== 'production') return;
  const file = (name: string) => path.join(api.paths.absTmpPath, `messages/${name}.ts`);
  api.onGenerateFiles(() => {
    const modules: Record<string, Messages> = { ...LOCALES };
    for (const [part, messages] of Object.entries(splitDefaultMessages(api.paths.absSrcPath))) {
      modules[`en-US/${part}`] = messages;
    }
    for (const [name, messages] of Object.entries(modules)) {
      api.writeTmpFile({
        path: `messages/${name}.ts`,
        noPluginDir: true,
        content: precompiledMessagesSource(messages),
      });
    }
  });
  api.chainWebpack((memo, { webpack }) => {
    memo.plugin('precompiled-messages').use(webpack.NormalModuleReplacementPlugin, [
      /^@\/locales\/[a-z]{2}-[A-Z]{2}(\/(start|pages))?$/,
      (resource: { request: string }) => {
        const name = resource.request.slice('@/locales/'.length);
        if (name.split('/')[0] in LOCALES) resource.request = file(name);
      },
    ]);
    memo
      .plugin('no-message-parser')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^intl-messageformat-parser$/,
        path.join(__dirname, 'noMessageParser.ts'),
      ]);
    return memo;
  });
}
