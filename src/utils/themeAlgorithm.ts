import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { MapToken, MappingAlgorithm, SeedToken } from 'antd/es/theme/interface';
import { MAP_TOKEN_ID, type PrecomputedMapToken } from './mapTokenData';

function sameSeed(seed: SeedToken, stored: Record<string, unknown>): boolean {
  const keys = Object.keys(seed) as (keyof SeedToken)[];
  if (keys.length !== Object.keys(stored).length) return false;
  return keys.every((key) => stored[key] === seed[key]);
}

function parse(text: string | null | undefined): PrecomputedMapToken[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    if (!Array.isArray(data)) return [];
    return data.filter(
      (entry: Partial<PrecomputedMapToken> | null): entry is PrecomputedMapToken =>
        typeof entry?.seed === 'object' &&
        entry.seed !== null &&
        typeof entry.map === 'object' &&
        entry.map !== null,
    );
  } catch {
    return [];
  }
}

/**
 * antd's default theme algorithm, answered from map tokens the build derived with that same
 * algorithm when the seed is one they were derived from. Deriving them in the browser (colour
 * palettes and their neutral and functional variants), once for antd's default seed and once for
 * the app's, was about a sixth of the first render's task on a phone; reading them is a JSON parse.
 * Any other seed (a theme changed at run time) is derived as antd does. Like antd's, it reads only
 * the seed, not the map tokens of an algorithm before it. `readData` gives the data block's text,
 * read once, on first use.
 */
export function precomputedAlgorithm(readData: () => string | null | undefined): MappingAlgorithm {
  let entries: PrecomputedMapToken[] | undefined;
  return (seed: SeedToken): MapToken => {
    entries ??= parse(readData());
    const found = entries.find((entry) => sameSeed(seed, entry.seed));
    return found ? ({ ...found.map } as unknown as MapToken) : defaultAlgorithm(seed);
  };
}

/**
 * What antd's default theme derives its tokens with in the browser build: `.umirc.ts` puts this
 * module in place of the algorithm antd's default theme imports, and the build writes the data
 * block into index.html (config/antd/stylesPlugin.ts). Elsewhere (`umi dev`, tests) antd's own runs.
 */
const startAlgorithm = precomputedAlgorithm(() =>
  typeof document === 'undefined' ? null : document.getElementById(MAP_TOKEN_ID)?.textContent,
);

export default startAlgorithm;
