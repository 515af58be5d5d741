import { theme as antdTheme, type ThemeConfig } from 'antd';
import { MAP_TOKEN_ID, type PrecomputedMapToken } from '../../src/utils/mapTokenData';

/** The seed antd derives a theme's tokens from: its default seed under the theme's own tokens. */
export function seedOf(theme: ThemeConfig): typeof antdTheme.defaultSeed {
  return { ...antdTheme.defaultSeed, ...theme.token };
}

/**
 * The map tokens antd's default algorithm derives from each theme's seed, with the seed, as the
 * JSON data block index.html carries for src/utils/themeAlgorithm.ts. `<` is escaped so that no
 * value can close the element.
 */
export function mapTokenBlock(themes: ThemeConfig[]): string {
  const entries: PrecomputedMapToken[] = themes.map((theme) => {
    const seed = seedOf(theme);
    return { seed: { ...seed }, map: { ...antdTheme.defaultAlgorithm(seed) } };
  });
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MAP_TOKEN_ID}">${json}</script>`;
}
