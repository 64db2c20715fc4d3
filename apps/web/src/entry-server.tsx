import type { PageLanguage, RenderPage } from '@karigar/domain/page-render';
import { createInstance, type i18n as I18n } from 'i18next';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { pageModule } from './app/routes/lazy-page';
import { firstViewFonts } from './first-view-fonts';
import { namespaces } from './i18n/languages';
import { i18nOptions } from './i18n/options';
import { textFiles } from './i18n/text-files';
import { PageAnswers, PageAnswersProvider } from './lib/page-data';
import { createQueryClient } from './lib/query-client';
import { RenderedSignedInProvider } from './lib/session';
import { RenderedThemeProvider } from './lib/theme';

/** One i18next instance per language with every text, never switched: concurrent renders share them. */
async function textsIn(language: PageLanguage): Promise<I18n> {
  const files = await Promise.all(
    namespaces.map(async (namespace) => [namespace, (await textFiles[language][namespace]()).default]),
  );
  const instance = createInstance({
    ...i18nOptions,
    lng: language,
    ns: [...namespaces],
    resources: { [language]: Object.fromEntries(files) },
  });
  await instance.init();
  return instance;
}
const texts: Record<PageLanguage, I18n> = { en: await textsIn('en'), mr: await textsIn('mr') };

const handler = createStaticHandler(routes);

/**
 * A public page's HTML inside #root, rendered by the same route modules the browser hydrates
 * (app/start.tsx). The whole stream is awaited: every public page renders without waiting for data
 * (its catalogue answers come with the request), and the HTML is cached and compressed whole.
 */
export const renderPage: RenderPage = async ({ url, language, theme, signedIn, answers }) => {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return undefined;
  // Only a public page's route names its module; any other page is left to the browser.
  const page = pageModule(context.matches.at(-1)?.route.handle);
  if (page === undefined) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderWhole(
    <I18nextProvider i18n={texts[language]}>
      <RenderedThemeProvider value={theme ?? 'light'}>
        <RenderedSignedInProvider value={signedIn}>
          <PageAnswersProvider value={new PageAnswers(new Map(Object.entries(answers)))}>
            <AppProvider queryClient={createQueryClient()}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </PageAnswersProvider>
        </RenderedSignedInProvider>
      </RenderedThemeProvider>
    </I18nextProvider>,
  );
  return { html, modules: [page], fonts: firstViewFonts[language] };
};

/** React's streaming renderer, read to its end. */
function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough()
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
      .on('error', reject);
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
