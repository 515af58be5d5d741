/**
 * The English messages in the start-up JavaScript. The production build replaces this module by
 * the messages the app, the root layout and the START_PATHS pages use (config/startMessages.ts);
 * under `umi dev` and in tests it holds them all.
 */
export { default } from '.';
