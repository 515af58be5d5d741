import { contract, type FeatureKey } from '@/contract';
import { createTestApp } from '@/utils/testing/dvaTestApp';

jest.mock('@/request', () => ({ getToken: () => null, clearToken: jest.fn() }));

const keys = Object.keys(contract) as FeatureKey[];

const models = keys.map((key) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(`./${key}`) as {
    default: { namespace: string; effects: object; reducers: object };
  };
  return { key, model: loaded.default };
});

test('the home model and twelve feature models, one per contract feature key', () => {
  expect(keys).toHaveLength(14);
  expect(keys).toContain('home');
  for (const { key, model } of models) expect(model.namespace).toBe(key);
});

test('effects are fetch*/create*/update*/remove* and reducers save*', () => {
  for (const { model } of models) {
    for (const name of Object.keys(model.effects)) {
      expect(name).toMatch(/^(fetch[A-Z]\w*|create\w*|update\w*|remove\w*)$/);
    }
    for (const name of Object.keys(model.reducers)) expect(name).toMatch(/^save[A-Z]\w*$/);
  }
});

test('all fourteen register together; issue, feedback and wallpaper start empty', () => {
  const state = createTestApp(models.map((m) => m.model)).getState();
  // dva keeps its own `@@dva` slice beside the models.
  const slices = Object.keys(state).filter((slice) => !slice.startsWith('@@'));
  expect(slices.sort()).toEqual([...keys, 'loading'].sort());
  expect(state.issue).toEqual({ list: [] });
  expect(state.feedback).toEqual({ list: [] });
  expect(state.wallpaper).toEqual({ gallery: null, previewUrl: null, previewError: null });
  expect(state.loading).toEqual({ global: false, models: {}, effects: {} });
});
