// Jest runs in native ESM mode: NestJS 12 is ESM-only (see README, "Tests").
const tsJest = [
  'ts-jest',
  { useESM: true, tsconfig: 'tsconfig.json', diagnostics: { ignoreCodes: ['TS151001'] } },
];
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': tsJest },
  testEnvironment: 'node',
};

/**
 * End-to-end suites that never reach the database the environment names: the lint gates, the
 * published OpenAPI document, the engine package, and the demos (always on their own embedded
 * database). They form the `tooling` project, so CI's second pass (PostgreSQL and Redis, `e2e`
 * only) does not run them twice.
 */
const TOOLING = [
  'test/lint/lint-gates.e2e-spec.ts',
  'test/openapi/openapi-quality.e2e-spec.ts',
  'test/engine-package.e2e-spec.ts',
  'test/demo.e2e-spec.ts',
  'test/sits-demo-report.e2e-spec.ts',
];

/** @type {import('jest').Config} */
export default {
  // Both cores: Jest's default (cores - 1) runs one test file at a time on a 2-core machine.
  maxWorkers: '100%',
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'e2e',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      testPathIgnorePatterns: TOOLING,
      // Creates the PGlite seed the suites load instead of running initdb each.
      globalSetup: '<rootDir>/test/global-setup.ts',
      // Each suite starts the real service; PGlite is slow on a busy 2-core machine.
      setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
    },
    {
      ...common,
      displayName: 'tooling',
      roots: ['<rootDir>/test'],
      testMatch: TOOLING.map((path) => `<rootDir>/${path}`),
      setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
    },
  ],
};
