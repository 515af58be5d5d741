/**
 * intl-messageformat-parser for the browser build, without its parser (a 17 KB generated grammar):
 * the messages arrive parsed (config/precompiledMessagesPlugin.ts), as formatjs does with its own
 * `no-parser` build. What the formatter uses at run time, the element types, are the package's
 * own module. No message has a skeleton style (`{n, number, ::…}`): the build rejects one
 * (precompiledMessagesSource), so the skeleton helpers (12 KB) stay out too.
 */
export * from 'intl-messageformat-parser/lib/types';

function noSkeleton(): never {
  throw new Error('Skeleton styles are not supported in messages');
}

export const parseDateTimeSkeleton = noSkeleton;
export const convertNumberSkeletonToNumberFormatOptions = noSkeleton;

/** Only reached by a message that was not parsed at build time, which is a bug. */
export function parse(message: string): never {
  throw new Error(`Messages are parsed when the app is built; this one was not: ${message}`);
}
