import { THEME_COOKIE } from '@karigar/domain/page-render';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { mirrorInCookie } from './cookie';
import { readStorage, writeStorage } from './storage';

export type Theme = 'light' | 'dark';

/** localStorage key of the chosen theme ('dark' or 'light'). */
export const THEME_KEY = 'theme';

const darkQuery = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  const value = readStorage('local', THEME_KEY);
  return value === 'dark' || value === 'light' ? value : null;
}

function systemTheme(): Theme {
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

/** The theme shown now: the `dark` class on <html> is the single source of truth (`light` marks the other). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

/** Applies the stored theme, else the system's, and follows the system while nothing is stored. */
export function initTheme(): void {
  const stored = storedTheme();
  mirrorInCookie(THEME_COOKIE, stored);
  applyTheme(stored ?? systemTheme());
  window.matchMedia(darkQuery).addEventListener('change', () => {
    if (!storedTheme()) applyTheme(systemTheme());
  });
}

export function setTheme(theme: Theme): void {
  writeStorage('local', THEME_KEY, theme);
  mirrorInCookie(THEME_COOKIE, theme);
  applyTheme(theme);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const RenderedTheme = createContext<Theme>('light');
/** The theme the page's HTML was rendered in: the server's, which the hydration repeats. */
export const RenderedThemeProvider = RenderedTheme.Provider;

export function useTheme(): Theme {
  const rendered = useContext(RenderedTheme);
  return useSyncExternalStore(subscribe, currentTheme, () => rendered);
}
