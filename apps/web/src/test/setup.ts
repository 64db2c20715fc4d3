import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import i18n, { i18nReady } from '../i18n/setup';

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

// jsdom does not scroll (react-router's ScrollRestoration asks it to).
window.scrollTo = () => {};

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
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (errors.length)
    throw new Error(`console.error was called: ${errors.map((e) => e.map(String).join(' ')).join('\n')}`);
});
