/**
 * Client environment profiles (SPEC.md section 7: "The environment profile is named prod").
 * `apiBase` is the API server base, `fileBase` the file-server base for uploaded files.
 * Empty apiBase means same origin: the BFF serves the SPA and the API together.
 * Chosen at build time by APP_ENV (default: `dev` for `umi dev`, `prod` for `umi build`);
 * API_BASE and FILE_BASE override the chosen profile's values.
 */
export interface ClientProfile {
  apiBase: string;
  fileBase: string;
}

export const profiles: Record<'dev' | 'prod', ClientProfile> = {
  dev: { apiBase: '', fileBase: '/files' },
  prod: { apiBase: '', fileBase: '/files' },
};

export type ProfileName = keyof typeof profiles;

export function resolveProfile(
  env: NodeJS.ProcessEnv,
  fallback: ProfileName,
): ClientProfile & {
  name: ProfileName;
} {
  const name: ProfileName =
    env.APP_ENV === 'dev' || env.APP_ENV === 'prod' ? env.APP_ENV : fallback;
  const base = profiles[name];
  return {
    name,
    apiBase: env.API_BASE ?? base.apiBase,
    fileBase: env.FILE_BASE ?? base.fileBase,
  };
}
