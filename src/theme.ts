import type { ThemeConfig } from 'antd';

/**
 * The product's antd theme: its primary blue and corner radius. The app's ConfigProvider and the
 * build's start-up stylesheet (config/antd/startStyles.ts) both read it, so the styles made at build
 * time are the ones antd would make in the browser.
 */
export const THEME: ThemeConfig = { token: { colorPrimary: '#2f6fed', borderRadius: 8 } };
