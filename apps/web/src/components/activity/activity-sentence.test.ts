import { activityActions, type ActivityEntry } from '@karigar/domain/activity';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../i18n/en/app.json';
import mr from '../../i18n/mr/app.json';
import i18n, { loadSignedInTexts } from '../../i18n/setup';
import { activityDetail, activitySentence } from './activity-sentence';

const sentences = { en: en.activity.actions, mr: mr.activity.actions } as Record<'en' | 'mr', Record<string, unknown>>;

function entry(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    _id: 'a1',
    action: 'login',
    entity: 'user',
    entityId: null,
    message: 'Asha Patil logged in',
    priority: 'low',
    ip: null,
    createdAt: '2026-11-22T04:34:00.000Z',
    actor: { _id: 'u1', name: 'Asha Patil', email: 'asha@example.com' },
    params: {},
    details: {},
    links: { orderId: null, quotationId: null, userId: null, contactId: null },
    ...overrides,
  };
}

const say = (logged: ActivityEntry) => activitySentence(i18n, i18n.t, logged);

describe('activity sentences', () => {
  // They are shown on signed-in screens, whose route loads these texts first.
  beforeEach(() => loadSignedInTexts());

  it.each(activityActions)('has a sentence for %s in English and in Marathi', (action) => {
    for (const language of ['en', 'mr'] as const) {
      const sentence = sentences[language][action];
      expect(typeof sentence === 'string' && sentence.trim(), `${language}: activity.actions.${action}`).toBeTruthy();
    }
  });

  it('interpolates the params, the amount as rupees and the status in the reader’s words', async () => {
    const changed = entry({
      action: 'order_status_changed',
      message: 'Ravi changed order #1A2B3C4D from Pending to In Progress',
      params: { actor: 'Ravi', orderRef: '#1A2B3C4D', fromStatus: 'Pending', toStatus: 'In Progress' },
    });
    const paid = entry({
      action: 'payment_received',
      actor: null,
      params: { amount: 1392.4, orderRef: '#1A2B3C4D', invoice: 'KG/2026-27/0001' },
      details: { providerPaymentId: 'pay_29QQoUBi66xm2f' },
    });
    expect(say(changed)).toBe('Ravi changed order #1A2B3C4D from Pending to In Progress');
    expect(say(paid)).toBe('Payment of ₹1,392.40 received for order #1A2B3C4D');
    await i18n.changeLanguage('mr');
    expect(say(changed)).toBe('Ravi यांनी ऑर्डर #1A2B3C4D ची स्थिती प्रलंबित वरून काम सुरू आहे केली');
    expect(say(paid)).toBe('ऑर्डर #1A2B3C4D साठी ₹1,392.40 चे पेमेंट मिळाले');
    expect(say(paid)).not.toContain('pay_');
  });

  it('names the actor from the entry when the params do not, and the system when nobody acted', async () => {
    expect(say(entry({}))).toBe('Asha Patil logged in');
    await i18n.changeLanguage('mr');
    expect(say(entry({}))).toBe('Asha Patil लॉग इन झाले');
    expect(say(entry({ action: 'invoice_issued', actor: null, params: { invoice: 'KG/1', orderRef: '#AB' } }))).toBe(
      'ऑर्डर #AB साठी बीजक KG/1 जारी केले',
    );
  });

  it("gives a Marathi reader the service's Marathi name when the entry has one", async () => {
    const requested = (serviceMr: string) =>
      entry({ action: 'quotation_requested', params: { actor: 'Asha', service: 'Car Polishing', serviceMr } });
    expect(say(requested('कार पॉलिशिंग'))).toBe('Asha requested a quotation for Car Polishing');
    await i18n.changeLanguage('mr');
    expect(say(requested('कार पॉलिशिंग'))).toBe('Asha यांनी कार पॉलिशिंग साठी कोटेशन मागितले');
    expect(say(requested(''))).toBe('Asha यांनी Car Polishing साठी कोटेशन मागितले');
  });

  it('says the stored English message for an action the bundles do not know', async () => {
    await i18n.changeLanguage('mr');
    expect(say(entry({ action: 'something_new', message: 'Something new happened' }))).toBe('Something new happened');
  });

  it('says an enquiry marked read in the reader’s words', async () => {
    const marked = entry({
      action: 'contact_status_changed',
      params: { actor: 'Ravi', name: 'Asha', email: 'asha@example.com', status: 'read', contactId: 'c1' },
    });
    expect(say(marked)).not.toMatch(/\bread\b/);
    await i18n.changeLanguage('mr');
    expect(say(marked)).toContain('वाचली');
  });

  it('writes details in words: the payment’s source, yes and no, ids as stored', async () => {
    const detail = (key: string, value: unknown) => activityDetail(i18n, i18n.t, key, value);
    expect(detail('source', 'verify')).toEqual({ label: 'Source', value: "The customer's checkout", verbatim: false });
    expect(detail('sandbox', true)).toEqual({ label: 'Sandbox', value: 'Yes', verbatim: false });
    expect(detail('acceptOnlyPriced', false)).toMatchObject({ value: 'No' });
    expect(detail('paymentId', 'pay_123')).toEqual({ label: 'Payment record', value: 'pay_123', verbatim: true });
    await i18n.changeLanguage('mr');
    expect(detail('source', 'webhook')).toEqual({ label: 'स्रोत', value: 'Razorpay ची सूचना', verbatim: false });
    expect(detail('sandbox', true).value).toBe('होय');
    expect(detail('paymentId', 'pay_123').label).toBe('पेमेंटची नोंद');
  });
});
