import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
    // One more test file at a time than the machine has cores (Vitest's own default is one fewer):
    // most API tests wait on the database, so a file waiting leaves a core to another.
    maxWorkers: availableParallelism() + 1,
  },
});
