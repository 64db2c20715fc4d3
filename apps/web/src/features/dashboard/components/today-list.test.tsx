import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n/setup';
import { asPhone } from '../../../test/phone-width';
import { renderApp } from '../../../test/render-app';
import { dashboardApi, emptyToday } from '../testing/fixtures';

const now = Date.now();
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60 * 1000).toISOString();
const item = { aboutMr: '', amount: null, status: null, since: daysAgo(0) };
const today = {
  ...emptyToday,
  toPrice: { total: 7, items: [{ ...item, id: 'q-1', name: 'Meera Joshi', about: 'Roof sheets', amount: 14160 }] },
  openJobs: {
    total: 1,
    items: [
      {
        ...item,
        id: 'o-1',
        name: 'Sunil Rao',
        about: 'Water tank',
        aboutMr: 'पाण्याची टाकी',
        status: 'In Progress',
        amount: 2360,
        since: daysAgo(9),
      },
    ],
  },
  newEnquiries: { total: 1, items: [{ ...item, id: 'c-1', name: 'Kavita', about: 'Do you fix gutters?' }] },
};

describe("the owner's Today list", () => {
  beforeAll(() => import('../pages/dashboard-page'), 20_000);

  it('is the first thing on a phone: what to act on, each item opening its page', async () => {
    asPhone();
    dashboardApi({ today });
    renderApp('/admin');
    const list = within(await screen.findByRole('region', { name: 'Today' }));
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toHaveAccessibleName('Today');

    const toPrice = within(list.getByRole('region', { name: 'Requests to price (7)' }));
    const meera = toPrice.getByRole('link', { name: /Meera Joshi/ });
    expect(meera).toHaveAttribute('href', '/admin/quotations/q-1');
    expect(meera).toHaveTextContent('₹14,160.00');
    expect(toPrice.getByRole('link', { name: 'See all 7' })).toHaveAttribute(
      'href',
      '/admin/quotations?status=Awaiting',
    );

    const jobs = within(list.getByRole('region', { name: 'Open jobs, longest waiting first (1)' }));
    const job = jobs.getByRole('link', { name: /Sunil Rao/ });
    expect(job).toHaveAttribute('href', '/admin/orders/o-1');
    expect(job).toHaveTextContent('In Progress · 9 days ago');
    expect(jobs.queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();

    expect(list.getByRole('link', { name: /Kavita/ })).toHaveAttribute('href', '/admin/contacts?open=c-1');
    expect(within(list.getByRole('region', { name: 'Money due (0)' })).getByText('Nothing here.')).toBeInTheDocument();
  });

  it('reads in Marathi, with the service in its Marathi name', async () => {
    asPhone();
    await i18n.changeLanguage('mr');
    dashboardApi({ today });
    renderApp('/admin');
    const list = within(await screen.findByRole('region', { name: 'आज' }));
    const jobs = within(list.getByRole('region', { name: 'चालू कामे, सर्वात जास्त थांबलेली आधी (1)' }));
    expect(jobs.getByRole('link', { name: /Sunil Rao/ })).toHaveTextContent('पाण्याची टाकी');
    expect(jobs.getByRole('link', { name: /Sunil Rao/ })).toHaveTextContent('काम सुरू आहे · 9 दिवसांपूर्वी');
    expect(list.getByRole('link', { name: 'सर्व 7 पहा' })).toBeInTheDocument();
  });

  it('comes after the numbers on a wide screen', async () => {
    dashboardApi({ today });
    renderApp('/admin');
    await screen.findByRole('region', { name: 'Today' });
    const names = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(names.indexOf('summary-heading')).toBeLessThan(names.indexOf('today-heading'));
  });
});
