import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import { mapTokenBlock, seedOf } from '../../config/antd/mapToken';
import { THEME } from '@/theme';
import { MAP_TOKEN_ID, type PrecomputedMapToken } from './mapTokenData';
import { precomputedAlgorithm } from './themeAlgorithm';

/** The data block's text, as the browser's textContent gives it. */
function blockText(themes: ThemeConfig[]): string {
  const html = mapTokenBlock(themes);
  const open = `<script type="application/json" id="${MAP_TOKEN_ID}">`;
  expect(html.startsWith(open)).toBe(true);
  return html.slice(open.length, -'</script>'.length);
}

/** Shows a map token the way a component sees it under the provider. */
function Probe({ name }: { name: 'colorPrimaryBg' | 'blue6' }) {
  const { token } = antdTheme.useToken();
  return <span data-testid="token">{token[name]}</span>;
}

/** The app's data with one map token changed, to tell which path answered. */
function marked(themes: ThemeConfig[], name: string, value: string): string {
  const entries = JSON.parse(blockText(themes)) as PrecomputedMapToken[];
  for (const entry of entries) entry.map[name] = value;
  return JSON.stringify(entries);
}

describe('the precomputed theme algorithm', () => {
  it('answers antd with the tokens antd derives itself, for the app theme and the default one', () => {
    const algorithm = precomputedAlgorithm(() => blockText([{}, THEME]));
    for (const config of [THEME, {}]) {
      expect(antdTheme.getDesignToken({ ...config, algorithm })).toEqual(
        antdTheme.getDesignToken(config),
      );
    }
  });

  it('is given by antd the very seed the build derived from, under the app’s provider', () => {
    const algorithm = precomputedAlgorithm(() => marked([{}, THEME], 'colorPrimaryBg', '#123456'));
    render(
      <ConfigProvider theme={{ ...THEME, algorithm }}>
        <ConfigProvider>
          <Probe name="colorPrimaryBg" />
        </ConfigProvider>
      </ConfigProvider>,
    );
    expect(screen.getByTestId('token').textContent).toBe('#123456');
  });

  it('derives a seed it has no tokens for, as antd does', () => {
    const algorithm = precomputedAlgorithm(() => marked([THEME], 'blue6', '#123456'));
    const other = { token: { colorPrimary: '#ff0000' } };
    render(
      <ConfigProvider theme={{ ...other, algorithm }}>
        <Probe name="colorPrimaryBg" />
      </ConfigProvider>,
    );
    expect(screen.getByTestId('token').textContent).toBe(
      antdTheme.defaultAlgorithm(seedOf(other)).colorPrimaryBg,
    );
  });

  it('derives the tokens when the page has no data block, or a broken one', () => {
    const seed = seedOf(THEME);
    for (const text of [null, undefined, '', '{"seed":', '{}', '[null, 1, {"seed": {}}]']) {
      expect(precomputedAlgorithm(() => text)(seed)).toEqual(antdTheme.defaultAlgorithm(seed));
    }
  });

  it('reads the data block once', () => {
    const read = jest.fn(() => blockText([THEME]));
    const algorithm = precomputedAlgorithm(read);
    algorithm(seedOf(THEME));
    algorithm(seedOf({}));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('writes a block no token value can close', () => {
    const html = mapTokenBlock([{ token: { fontFamily: '</script><script>alert(1)</script>' } }]);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.endsWith('</script>')).toBe(true);
  });
});
