/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { contract, type FeatureKey } from '@/contract';

// Umi's dva plugin itself decides which files of src/models it registers at start (esbuild and
// babel under the hood, hence the node environment).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getAllModels } = require('@umijs/plugins/dist/dva') as {
  getAllModels(api: object): { file: string; namespace: string }[];
};

/** What the root layout reads: the models Umi registers at start; routes register the others. */
const START_UP: FeatureKey[] = ['message', 'releaseLog', 'user'];

test('Umi registers at start only the models the root layout reads; routes register the rest', () => {
  const src = path.join(__dirname, '..');
  const atStart = getAllModels({
    paths: { absSrcPath: src, absPagesPath: path.join(src, 'pages') },
    config: { dva: {} },
  });
  expect(atStart.map((m) => m.namespace).sort()).toEqual(START_UP);
  const keys = Object.keys(contract) as FeatureKey[];
  for (const key of keys.filter((k) => !START_UP.includes(k))) {
    const source = fs.readFileSync(path.join(__dirname, `${key}.ts`), 'utf8');
    expect(source).toMatch(/^export default routeModel\(model\);$/m);
  }
});
