import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files share a worker's modules instead of loading the whole app again for each (about
    // four times faster): every file makes its own app on its own database, and a test that fakes
    // the clock puts it back.
    isolate: false,
  },
});
