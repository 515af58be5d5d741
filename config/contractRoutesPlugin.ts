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
 * generates its files. A service module (src/services/<feature>.ts, which binds only its own
 * feature's calls) gets a table of that feature alone: the start-up models' services then bring
 * only their own routes into the start-up JavaScript, and each route chunk its own. The contract is
 * read when Umi starts: `umi dev` needs a restart after a call's route changes, as after a config
 * change.
 */
export default function contractRoutesPlugin(api: IApi): void {
  const file = (feature?: string) =>
    path.join(api.paths.absTmpPath, feature ? `contractRoutes/${feature}.ts` : FILE);
  api.onGenerateFiles(() => {
    api.writeTmpFile({ path: FILE, noPluginDir: true, content: contractRoutesSource() });
    for (const [feature, calls] of Object.entries(routes)) {
      api.writeTmpFile({
        path: `contractRoutes/${feature}.ts`,
        noPluginDir: true,
        content: contractRoutesSource({ [feature]: calls }),
      });
    }
  });
  api.chainWebpack((memo, { webpack }) => {
    memo.plugin('contract-routes').use(webpack.NormalModuleReplacementPlugin, [
      /^@\/contract\/routes$/,
      (resource: { request: string; contextInfo?: { issuer?: string } }) => {
        const service = /[\\/]src[\\/]services[\\/](\w+)\.ts$/.exec(
          resource.contextInfo?.issuer ?? '',
        );
        const feature = service?.[1];
        resource.request = file(feature && feature in routes ? feature : undefined);
      },
    ]);
    return memo;
  });
}
