import type { Config } from 'jest';

/** Two projects: the front end in jsdom, the BFF (and the contract test) in node. */
const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src', '<rootDir>/mock'],
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
      },
    },
    {
      displayName: 'bff',
      testEnvironment: 'node',
      roots: ['<rootDir>/bff'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/bff/dist/'],
      transform: {
        '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/bff/tsconfig.json' }],
      },
    },
  ],
};

export default config;
