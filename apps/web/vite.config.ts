import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { publicSharedChunk } from './vite-plugins/public-shared-chunk.ts';
import { routePreload } from './vite-plugins/route-preload.ts';
import { splitTexts } from './vite-plugins/split-texts.ts';

const backend = 'http://127.0.0.1:10000';
const FRAMEWORK =
  /node_modules\/(preact|react-router|@tanstack\/(react-query|query-core)|i18next|react-i18next|use-sync-external-store)\//;

// The app and its libraries are written for React; Preact's compat layer runs them at a fraction
// of react-dom's size (decision 023). The build and the unit tests both run on it.
const REACT_LIBRARIES = [
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/compat/client',
  'preact/compat/jsx-runtime',
  'preact/compat/jsx-dev-runtime',
  'preact/test-utils',
  '@testing-library/react',
  'react-router',
  '@tanstack/react-query',
  'react-i18next',
  'react-hook-form',
  'react-toastify',
  'motion/react',
  'lucide-react',
  'recharts',
];
// 'react/jsx-runtime', 'react-dom/client' and the like follow their package's entry.
const preactCompat = [
  { find: 'react', replacement: 'preact/compat' },
  { find: 'react-dom', replacement: 'preact/compat' },
];

// react-router's package entry is its development build (it warns about misuse as it renders); the
// app's build takes the production one, which differs only in leaving those warnings out.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: path.join(reactRouterDir, 'dist/production/index.mjs'),
};

/** Vitest keeps 'react' out of its bundled dependencies; this sends their imports of it to Preact. */
function reactToPreact(): Rolldown.Plugin {
  return {
    name: 'karigar:react-to-preact',
    resolveId: {
      order: 'pre',
      handler(id, importer) {
        const target = /^react(-dom)?(\/.*)?$/.exec(id);
        if (!target) return null;
        return this.resolve(`preact/compat${target[2] ?? ''}`, importer, { skipSelf: true });
      },
    },
  };
}

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
  resolve: { alias: command === 'build' ? [...preactCompat, reactRouterProduction] : preactCompat },
  plugins: [
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
        // react-router uses React's useOptimistic when there is one and falls back when not (Preact).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          // Every page needs Preact (in React's place), the router, the data cache and i18n: one
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
    // Libraries written for React are bundled for the tests as for the build, so that they too get Preact.
    deps: {
      optimizer: {
        client: { enabled: true, include: REACT_LIBRARIES, rolldownOptions: { plugins: [reactToPreact()] } },
      },
    },
  },
}));
