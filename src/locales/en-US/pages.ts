/**
 * The English messages a route outside START_PATHS waits for (src/utils/locales.ts). The production
 * build replaces this module by the messages not in ./start.ts; under `umi dev` and in tests it
 * holds them all (adding them again changes nothing).
 */
export { default } from '.';
