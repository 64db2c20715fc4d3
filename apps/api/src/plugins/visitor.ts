import {
  LANGUAGE_COOKIE,
  SIGNED_IN_COOKIE,
  THEME_COOKIE,
  type PageLanguage,
  type PageTheme,
} from '@karigar/domain/page-render';
import type { FastifyRequest } from 'fastify';

/** What the first HTML of a page is rendered with: the visitor's language and chosen theme. */
export interface Visitor {
  language: PageLanguage;
  theme: PageTheme | undefined;
  /** The browser's hint that it holds a session (the header is rendered signed in); not a credential. */
  signedIn: boolean;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The language, theme and signed-in hint the web app mirrors into cookies from browser storage
 * (decision 033). Without a language cookie the browser's first language decides, as the app does
 * (`navigator.language`); without a theme cookie the page follows the system's (the CSS does).
 */
export function visitorOf(request: FastifyRequest): Visitor {
  const chosen = cookie(request, LANGUAGE_COOKIE);
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  const language = chosen === 'en' || chosen === 'mr' ? chosen : first.startsWith('mr') ? 'mr' : 'en';
  const theme = cookie(request, THEME_COOKIE);
  return {
    language,
    theme: theme === 'dark' || theme === 'light' ? theme : undefined,
    signedIn: cookie(request, SIGNED_IN_COOKIE) === '1',
  };
}
