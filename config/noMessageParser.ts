/**
 * intl-messageformat-parser for the browser build, without its parser (a 17 KB generated grammar):
 * the messages arrive parsed (config/precompiledMessagesPlugin.ts), as formatjs does with its own
 * `no-parser` build. What the formatter uses at run time, the element types and the skeleton
 * helpers, are the package's own modules.
 */
export * from 'intl-messageformat-parser/lib/types';
export * from 'intl-messageformat-parser/lib/skeleton';

/** Only reached by a message that was not parsed at build time, which is a bug. */
export function parse(message: string): never {
  throw new Error(`Messages are parsed when the app is built; this one was not: ${message}`);
}
