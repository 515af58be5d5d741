/**
 * The routes that render with the start-up messages alone: the home page, and the error pages the
 * request layer sends a user to (reachable when the network is gone). Every other route waits for
 * the rest of the default locale's messages (src/utils/locales.ts). config/startMessages.ts finds
 * the messages these pages, the app and the root layout use.
 */
export const START_PATHS: readonly string[] = ['/', '/403', '/404', '/500'];
