import path from 'node:path';
import type { IApi } from 'umi';
import { routes } from '../src/contract/routes';

const FILE = 'contractRoutes.ts';

/** The module the browser gets for src/contract/routes.ts: the same table, as plain data. */
export function contractRoutesSource(table: object = routes): string {
  return `export const routes = ${JSON.stringify(table, null, 2)};\n`;
}

/**
 * Swaps src/contract/routes.ts, which reads the routes off the contract (and so loads zod and
 * every schema), for the table it produces, written into Umi's temporary directory whenever Umi
 * generates its files. The contract is read when Umi starts: `umi dev` needs a restart after a
 * call's route changes, as after a config change.
 */
export default function contractRoutesPlugin(api: IApi): void {
  api.onGenerateFiles(() => {
    api.writeTmpFile({ path: FILE, noPluginDir: true, content: contractRoutesSource() });
  });
  api.chainWebpack((memo, { webpack }) => {
    memo
      .plugin('contract-routes')
      .use(webpack.NormalModuleReplacementPlugin, [
        /^@\/contract\/routes$/,
        path.join(api.paths.absTmpPath, FILE),
      ]);
    return memo;
  });
}
