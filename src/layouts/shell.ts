/** The id of the pre-rendered app shell in index.html (config/appShell.ts writes it). */
export const APP_SHELL_ID = 'app-shell';
