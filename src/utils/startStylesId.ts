/**
 * The id of the stylesheet of antd styles made at build time, which index.html's script links on
 * the tool pages (config/antd/stylesPlugin.ts) and the app applies (src/utils/startStyles.ts).
 */
export const START_STYLES_ID = 'antd-start-styles';
