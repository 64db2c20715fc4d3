/**
 * What the server and the web app agree on for pages rendered on the server (decision 033). No zod
 * here: the web app's first load imports this file.
 */

/** Cookies mirroring the visitor's choices kept in browser storage, so the server renders them. */
export const LANGUAGE_COOKIE = 'lang';
export const THEME_COOKIE = 'theme';
/**
 * Set (to `1`) while the browser holds a session: the server then renders a public page's header
 * signed in. A hint only, never a credential: it says nothing about who, and no answer trusts it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';

export type PageLanguage = 'en' | 'mr';
export type PageTheme = 'light' | 'dark';

export interface PageRenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  language: PageLanguage;
  /** The visitor's chosen theme; none when they follow the system's. */
  theme: PageTheme | undefined;
  /** Whether the browser said it holds a session (SIGNED_IN_COOKIE). */
  signedIn: boolean;
  /** API answers the page's queries start from: path under /api → answer (decision 024). */
  answers: Record<string, unknown>;
}

export interface RenderedPage {
  /** What goes inside `#root`. */
  html: string;
  /** Source files of the route modules rendered (keys of Vite's manifest), for modulepreload. */
  modules: string[];
  /** Font files (`/assets/…`) the page's first view uses, to preload. */
  fonts: string[];
}

/** Renders a public page; undefined for a page the browser renders (a signed-in screen). */
export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage | undefined>;
