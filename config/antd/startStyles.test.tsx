import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { Button, ConfigProvider, Select, Tabs, Typography } from 'antd';
import { THEME } from '@/theme';
import { antdStartStyles } from './startStyles';

/** The stylesheet's cache-path map: each style's path (tokens' hash, component, classes) to its hash. */
function cachePathMap(css: string): Map<string, string> {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return new Map(
    content
      .split(';')
      .filter(Boolean)
      .map((entry) => entry.split(':') as [string, string]),
  );
}

/**
 * The build renders in Node; under jsdom antd's components pick layout effects, which React's
 * server renderer warns about once per component.
 */
function startStylesQuietly(): string {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return antdStartStyles(THEME);
  } finally {
    consoleError.mockRestore();
  }
}

describe('antd start-up styles', () => {
  const css = startStylesQuietly();
  const map = cachePathMap(css);

  it('hold the styles of what the public pages render at start, in the product theme', () => {
    const components = [...map.keys()].map((path) => path.split('|').slice(1).join('|'));
    expect(components).toEqual(
      expect.arrayContaining([
        'Button-Button|ant-btn|anticon',
        'Grid-Grid|ant-col|anticon',
        'Select-Select|ant-select|anticon',
        'Tabs-Tabs|ant-tabs|anticon',
        'Form-Form|ant-form|anticon',
        'Typography-Typography|ant-typography|anticon',
        'ant-design-icons|anticon',
      ]),
    );
    const solidButtons = css.match(/[^}]*\.ant-btn-variant-solid\{[^}]*\}/g) ?? [];
    expect(solidButtons).toContainEqual(expect.stringContaining('background:#2f6fed'));
  });

  it('name each style as antd does when it makes the style in the browser', () => {
    const container = document.createElement('div');
    render(
      <StyleProvider cache={createCache()} container={container}>
        <ConfigProvider theme={THEME}>
          <ConfigProvider>
            <Button type="primary">Parse</Button>
            <Select options={[]} />
            <Tabs items={[{ key: 'java', label: 'Java', children: 'class' }]} />
            <Typography.Text>text</Typography.Text>
          </ConfigProvider>
        </ConfigProvider>
      </StyleProvider>,
    );
    const made = [...container.querySelectorAll('style[data-token-hash]')].map((style) =>
      style.getAttribute('data-css-hash'),
    );
    expect(made.length).toBeGreaterThanOrEqual(5);
    const known = new Set(map.values());
    expect(made.filter((hash) => !known.has(hash!))).toEqual([]);
  });
});
