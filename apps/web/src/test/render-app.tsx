import { WORKSHOP_CONTACT_PATH, type WorkshopContact } from '@karigar/domain/workshop-contact';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/routes';
import { PageAnswers, PageAnswersProvider } from '../lib/page-data';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole app (routes, shell, providers) at `path`, in memory. As the server does, the page comes
 * with the workshop's details (`workshop`; none by default, so the footer shows only its copyright).
 */
export function renderApp(path: string, { workshop = null }: { workshop?: WorkshopContact | null } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const answers = new PageAnswers(new Map([[WORKSHOP_CONTACT_PATH, workshop]]));
  const view = render(
    <PageAnswersProvider value={answers}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </PageAnswersProvider>,
  );
  return { ...view, router, queryClient, user };
}
