import type { Config } from 'jest';

/**
 * ESM-only packages of the markdown renderer (react-markdown, remark/rehype and the unified
 * family they pull in): jest runs CommonJS, so ts-jest turns these into CommonJS too.
 */
const ESM_PACKAGES = [
  'react-markdown',
  'remark-[^/]+',
  'rehype-[^/]+',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'micromark[^/]*',
  'decode-named-character-reference',
  'character-entities[^/]*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'hast-[^/]+',
  'hastscript',
  'html-url-attributes',
  'devlop',
  'zwitch',
  'longest-streak',
  'ccount',
  'markdown-table',
  'escape-string-regexp',
  'trim-lines',
  'estree-util-[^/]+',
  'web-namespaces',
  'html-void-elements',
  'stringify-entities',
];

/** Two projects: the front end in jsdom, the BFF (and the contract test) in node. */
const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/mock', '<rootDir>/config'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/src/\\.umi'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        // antd-img-crop's CommonJS build imports antd's ES modules, which jest does not transform.
        '^antd/es/(.*)$': 'antd/lib/$1',
        '\\.(css|less)$': '<rootDir>/test-support/styleStub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/test-support/setupWeb.ts'],
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          { tsconfig: '<rootDir>/tsconfig.jest.json', isolatedModules: true },
        ],
        '^.+\\.js$': [
          'ts-jest',
          {
            tsconfig: { allowJs: true, module: 'commonjs', target: 'es2020' },
            isolatedModules: true,
          },
        ],
      },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
    },
    {
      displayName: 'bff',
      testEnvironment: 'node',
      roots: ['<rootDir>/bff'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/bff/dist/'],
      setupFilesAfterEnv: ['<rootDir>/test-support/setupBff.ts'],
      // Transpiled file by file, as the web project is: `npm run typecheck` checks the types of
      // the BFF and its tests in one program, which is much faster than ts-jest doing it per file.
      transform: {
        '^.+\\.tsx?$': [
          'ts-jest',
          { tsconfig: '<rootDir>/bff/tsconfig.json', isolatedModules: true },
        ],
      },
    },
  ],
};

export default config;
