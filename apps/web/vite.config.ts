import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-plugins/precompress.ts';
import { routePreload } from './vite-plugins/route-preload.ts';

const backend = 'http://127.0.0.1:10000';
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(react-query|query-core)|i18next|react-i18next|use-sync-external-store)\//;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreload({
      pages: {
        '/': 'src/features/home/pages/home-page.tsx',
        '/services': 'src/features/services/pages/catalogue-page.tsx',
        '/services/:id': 'src/features/services/pages/service-detail-page.tsx',
        '/login': 'src/features/auth/pages/login-page.tsx',
        '/register': 'src/features/auth/pages/register-page.tsx',
      },
      languages: { en: 'src/i18n/en.json', mr: 'src/i18n/mr.json' },
      languageKey: 'i18nextLng',
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page needs React, the router, the data cache and i18n: one cacheable chunk. The
          // form libraries get chunks of their own, loaded by the pages with forms only.
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'forms', test: /node_modules\/react-hook-form\// },
            { name: 'zod', test: /node_modules\/zod\// },
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
});
