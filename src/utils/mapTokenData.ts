/**
 * The build's precomputed antd theme tokens: the id of the JSON data block in index.html that
 * carries them, and its shape. Apart from src/utils/themeAlgorithm.ts (which imports antd's ES
 * modules) so that the build's Node side can import it.
 */
export const MAP_TOKEN_ID = 'antd-map-tokens';

/** A seed and the map tokens antd's default algorithm derives from it. */
export interface PrecomputedMapToken {
  seed: Record<string, unknown>;
  map: Record<string, unknown>;
}
