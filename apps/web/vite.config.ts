import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { languages, namespaces } from './src/i18n/languages.ts';
import { precompress } from './vite-plugins/precompress.ts';

const backend = 'http://127.0.0.1:10000';
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|i18next|react-i18next|use-sync-external-store)\//;
/** react-i18next's <Trans> and the HTML parser it brings: only the admin's contacts list uses it. */
const TRANS = /node_modules\/react-i18next\/dist\/es\/Trans(WithoutContext)?\.js$/;
const FORMS = /node_modules\/react-hook-form\//;
const PRELOAD_HELPER = /vite\/preload-helper/;
const ZOD = /node_modules\/zod\//;
/** One chunk per language and namespace, named so: `en-public`, `mr-app`, … */
const TEXTS = languages.flatMap((language) =>
  namespaces.map((namespace) => ({
    name: `${language}-${namespace}`,
    test: new RegExp(`/i18n/${language}/${namespace}\\.json$`),
  })),
);

// react-router's package entry is its development build (it warns about misuse as it renders); the
// app's build takes the production one, which differs only in leaving those warnings out.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
};

/** Where the build goes (`npm start` builds into a private folder first, scripts/ensure-web-build.mjs). */
const outDir = process.env['WEB_OUT_DIR'] ?? 'dist';

function onwarn(warning: { code?: string; message: string }, warn: (warning: never) => void) {
  // 'use client' marks a React server-components boundary; this app has none to keep.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  warn(warning as never);
}

/**
 * `vite build` builds the app for the browser, with a manifest of its chunks; `vite build --ssr`
 * then builds the public pages' server renderer beside it, into `server/` (decision 033). The API
 * server reads both.
 */
const serverBuild = {
  outDir: path.join(outDir, 'server'),
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: { input: 'src/entry-server.tsx', onwarn },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompress()],
  build: isSsrBuild
    ? serverBuild
    : {
        outDir,
        emptyOutDir: true,
        manifest: true,
        // Every browser the app supports knows modulepreload: no polyfill in the entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          onwarn,
          output: {
            codeSplitting: {
              // Every page needs React, the router, the data cache and i18n: one cacheable chunk. The
              // form libraries get chunks of their own, loaded by the pages with forms only.
              groups: [
                { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !TRANS.test(id) },
                // Vite's helper that preloads a dynamic import's chunks: in the entry it would make every
                // chunk that uses it import the entry, and with it the entry's stylesheet (decision 057).
                { name: 'preload-helper', test: PRELOAD_HELPER },
                { name: 'forms', test: FORMS },
                { name: 'zod', test: ZOD },
                ...TEXTS,
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/uploads': backend },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
}));
