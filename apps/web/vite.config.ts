import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { publicSharedChunk } from './vite-plugins/public-shared-chunk.ts';
import { routePreload } from './vite-plugins/route-preload.ts';
import { splitTexts } from './vite-plugins/split-texts.ts';

const backend = 'http://127.0.0.1:10000';
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|i18next|react-i18next|use-sync-external-store)\//;

// react-router's package entry is its development build (it warns about misuse as it renders); the
// app's build takes the production one, which differs only in leaving those warnings out.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
};

const PUBLIC_PAGES = {
  '/': 'src/features/home/pages/home-page.tsx',
  '/services': 'src/features/services/pages/catalogue-page.tsx',
  '/services/:id': 'src/features/services/pages/service-detail-page.tsx',
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/register': 'src/features/auth/pages/register-page.tsx',
};
// The sections of en.json / mr.json that only signed-in screens show: public pages do not load them.
const SIGNED_IN_TEXTS = [
  'quotations',
  'orders',
  'payments',
  'origin',
  'activity',
  'users',
  'dashboard',
  'customerDashboard',
  'contacts',
  'mfa',
  'confirmEmail',
];
// Error texts in those sections that a public page can show (lib/error-text.ts maps codes to them).
const PUBLIC_ERROR_TEXTS = [
  'quotations.validation',
  'quotations.pricing',
  'quotations.server',
  'orders.server',
  'orders.manual.quantityTooLarge',
  'orders.manual.customerRequired',
  'payments.server',
  'payments.cancelledOrder',
];
const FORMS = /node_modules\/react-hook-form\//;
const ZOD = /node_modules\/zod\//;
const publicShared = publicSharedChunk(
  Object.values(PUBLIC_PAGES),
  /node_modules\/(react-hook-form|zod|@hookform|recharts)\//,
);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  plugins: [
    react(),
    tailwindcss(),
    publicShared.plugin,
    splitTexts({
      signedInSections: SIGNED_IN_TEXTS,
      keepPublic: PUBLIC_ERROR_TEXTS,
      publicPages: Object.values(PUBLIC_PAGES),
    }),
    routePreload({
      pages: PUBLIC_PAGES,
      languages: { en: 'src/i18n/en.json?public-texts', mr: 'src/i18n/mr.json?public-texts' },
      languageKey: 'i18nextLng',
    }),
    compileHints(Object.values(PUBLIC_PAGES)),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        // 'use client' marks a React server-components boundary; a client-only app has none to keep.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // Every page needs React, the router, the data cache and i18n: one
          // cacheable chunk. The form libraries get chunks of their own, loaded by the pages with forms only.
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'forms', test: FORMS },
            { name: 'zod', test: ZOD },
            { name: 'signed-in-texts-en', test: /\/en\.json\?signed-in-texts$/ },
            { name: 'signed-in-texts-mr', test: /\/mr\.json\?signed-in-texts$/ },
            // What the public pages share: one file instead of a dozen tiny ones.
            { name: 'public', test: publicShared.test },
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
