import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import i18n, { i18nReady } from '../i18n/setup';
import { apiServer } from './mock-api';

// Lazy route modules load slowly on a busy machine: wait for them longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia: answer "no preference" (light scheme, motion allowed).
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom has no ResizeObserver (the dashboard's charts size themselves with it): observe nothing.
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Forms go out through Node's fetch, which cannot read jsdom's FormData, File or Blob (a browser's
// fetch sends its own): the tests use Node's. Its FormData is reached through a Response.
const nodeForm = await new Response('', {
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
}).formData();
globalThis.FormData = nodeForm.constructor as typeof FormData;
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;

// jsdom does not scroll (react-router's ScrollRestoration asks it to).
window.scrollTo = () => {};

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

// A console.error during a test is a bug: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(async () => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.body.removeAttribute('style');
  await i18nReady;
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (errors.length)
    throw new Error(`console.error was called: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
});
