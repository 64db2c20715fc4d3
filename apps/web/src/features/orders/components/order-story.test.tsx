import type { JobStory } from '@karigar/domain/job-story';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n/setup';
import { aUser, signIn } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { anOrder } from '../test-support';

const ORDER_ID = '3f2a9b1c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

const entry = (kind: JobStory['entries'][number]['kind'], at: string, fields: object = {}) => ({
  kind,
  at,
  stageNameEn: null,
  stageNameMr: null,
  promisedDate: null,
  amount: null,
  reference: null,
  photos: [],
  ...fields,
});

const story: JobStory = {
  orderNumber: '3F2A9B1C',
  serviceName: 'Fiberglass Roofing',
  serviceNameMr: 'फायबरग्लास छप्पर',
  status: 'In Progress',
  stageNameEn: 'Paint',
  stageNameMr: 'रंगकाम',
  promisedDate: '2026-12-05',
  vehicleLabel: null,
  entries: [
    entry('quotation_requested', '2026-11-20T05:00:00.000Z'),
    entry('quotation_accepted', '2026-11-21T05:00:00.000Z'),
    entry('order_placed', '2026-11-21T05:00:01.000Z'),
    entry('payment', '2026-11-21T06:00:00.000Z', { amount: 1000 }),
    entry('stage', '2026-11-22T05:00:00.000Z', { stageNameEn: 'Vehicle received', stageNameMr: 'वाहन दाखल झाले' }),
    entry('promise', '2026-11-22T06:00:00.000Z', { promisedDate: '2026-12-05' }),
    entry('stage', '2026-11-25T05:00:00.000Z', { stageNameEn: 'Paint', stageNameMr: 'रंगकाम' }),
  ],
};

beforeAll(async () => {
  await import('../pages/order-detail-page');
});

describe("the customer's order page tells the job's story", () => {
  it('shows where the job is, the promised day and every step newest last, in Marathi', async () => {
    signIn();
    await i18n.changeLanguage('mr');
    mockApi({
      'GET /api/auth/me': () => ({ body: aUser({ language: 'mr' }) }),
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: anOrder() }),
      [`GET /api/orders/${ORDER_ID}/timeline`]: () => ({ body: story }),
    });
    renderApp(`/user/orders/${ORDER_ID}`);
    const card = (await screen.findByRole('heading', { name: 'कामाची गोष्ट' })).closest('section') as HTMLElement;
    expect(await within(card).findByText('सध्या काम कुठे आहे')).toBeInTheDocument();
    const steps = within(card)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(steps).toEqual([
      'कोटेशन मागवले',
      'कोटेशन स्वीकारले',
      'ऑर्डर दिली',
      'पेमेंट मिळाले: ₹1,000.00',
      'वाहन दाखल झाले',
      expect.stringContaining('डिलिव्हरीसाठी'),
      'रंगकाम',
    ]);
    expect(within(card).getByText(/पर्यंत देण्याचे ठरले आहे/)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('makes a tracking link, shows it once, and revokes it', async () => {
    signIn();
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: aUser() }),
      [`GET /api/orders/${ORDER_ID}`]: () => ({ body: anOrder() }),
      [`GET /api/orders/${ORDER_ID}/timeline`]: () => ({ body: story }),
      [`POST /api/orders/${ORDER_ID}/share-link`]: () => ({
        status: 201,
        body: { message: 'Tracking link created', url: 'http://localhost/track/abc123' },
      }),
      [`DELETE /api/orders/${ORDER_ID}/share-link`]: () => ({ body: { message: 'Tracking link revoked' } }),
    });
    const { user } = renderApp(`/user/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Make a tracking link' }));
    expect(await screen.findByRole('textbox', { name: 'Tracking link' })).toHaveValue('http://localhost/track/abc123');
    await user.click(screen.getByRole('button', { name: 'Revoke the link' }));
    expect(await screen.findByText('Tracking link revoked')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tracking link' })).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.calls.filter((call) => call.path.endsWith('/share-link')).map((call) => call.method)).toEqual([
        'POST',
        'DELETE',
      ]),
    );
  });
});
