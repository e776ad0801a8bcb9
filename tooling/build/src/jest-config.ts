import { join } from 'node:path';

export interface JestConfigOptions {
  /** Folder of the package under test (jest's rootDir). */
  rootDir: string;
  /** Module stand-ins beside the preset's own (e.g. for a file jest cannot load). */
  moduleNameMapper?: Record<string, string>;
}

/**
 * The jest configuration for component tests of the shell, the remotes and the contracts:
 * jsdom with the browser globals it lacks and Testing Library's settings (browser-globals.ts
 * and setup-tests.ts beside this file), ts-jest (transpile only; `tsc --noEmit` type-checks), and the
 * ES-module builds of antd and its icons swapped for their CommonJS twins, which jest can
 * load without a bundler.
 */
export function createJestConfig(options: JestConfigOptions): Record<string, unknown> {
  return {
    rootDir: options.rootDir,
    testEnvironment: 'jsdom',
    // Resolve packages as Node does (CommonJS builds), not their browser ES-module builds.
    testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: { jsx: 'react-jsx', module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, isolatedModules: true },
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons/es/(.*)$': '@ant-design/icons/lib/$1',
      '\\.(png|jpe?g|gif|svg|webp|avif|ico)$': join(__dirname, 'image-stub.js'),
      ...options.moduleNameMapper,
    },
    setupFiles: [join(__dirname, 'browser-globals.js')],
    setupFilesAfterEnv: [join(__dirname, 'setup-tests.js')],
    clearMocks: true,
    // antd forms render slowly in jsdom on a busy two-core machine; 20 s was seen to be too short.
    testTimeout: 30_000,
  };
}
