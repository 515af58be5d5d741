/**
 * A webpack plugin that writes `dist/chunk-groups.json`: for the entry and for every named lazy
 * chunk group (Umi names route chunks `layouts__index`, `p__text`, ...), the JS files that must
 * load before that chunk runs. `npm run bench:web` reads it to report the JavaScript a route needs
 * before its first render. Typed structurally so the config needs no webpack types.
 */
interface ChunkGroupLike {
  name?: string | null;
  getFiles(): string[];
}

interface CompilationLike {
  chunkGroups: ChunkGroupLike[];
  emitAsset(file: string, source: unknown): void;
}

interface CompilerLike {
  webpack: { sources: { RawSource: new (text: string) => unknown } };
  hooks: {
    thisCompilation: {
      tap(name: string, fn: (compilation: CompilationLike & ProcessAssetsHooks) => void): void;
    };
  };
}

interface ProcessAssetsHooks {
  hooks: {
    processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void };
  };
}

export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

/** After every asset is final (webpack's PROCESS_ASSETS_STAGE_REPORT). */
const STAGE_REPORT = 5000;

export class ChunkGroupsPlugin {
  apply(compiler: CompilerLike): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsPlugin', stage: STAGE_REPORT },
        () => {
          const groups: Record<string, string[]> = {};
          for (const group of compilation.chunkGroups) {
            if (!group.name) continue;
            groups[group.name] = group.getFiles().filter((file) => file.endsWith('.js'));
          }
          compilation.emitAsset(CHUNK_GROUPS_FILE, new RawSource(JSON.stringify(groups, null, 2)));
        },
      );
    });
  }
}
