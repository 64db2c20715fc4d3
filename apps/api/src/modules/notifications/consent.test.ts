import type { NotificationSettings } from '@karigar/domain/notification-settings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { activities } from '../../db/schema/activities';
import { notificationConsents } from '../../db/schema/notification-consents';
import { users } from '../../db/schema/users';
import { allowedChannels } from './allowed-channels';
import { changeWhatsAppConsent } from './change-consent';

describe('notification settings and WhatsApp consent', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t, { name: 'Owner Admin' });
  });
  afterAll(() => t.close());

  const customer = async (phone: string | null = '+919822012345') => {
    const made = await createUser(t, { name: 'Asha Patil' });
    await t.db.update(users).set({ phone }).where(eq(users.id, made.user.id));
    return made;
  };
  const putMine = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/me/notifications', headers: who.headers, payload });
  const putFor = (who: TestUser, id: string, whatsApp: boolean) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}/notifications`, headers: who.headers, payload: { whatsApp } });
  const history = (userId: string) =>
    t.db
      .select()
      .from(notificationConsents)
      .where(eq(notificationConsents.userId, userId))
      .orderBy(notificationConsents.at);
  const channels = (userId: string) => allowedChannels(t.db, userId, t.config);

  it('starts with email updates on and WhatsApp off, so only email is allowed', async () => {
    const asha = await customer();
    const res = await t.app.inject({ method: 'GET', url: '/api/users/me/notifications', headers: asha.headers });
    expect(res.json<NotificationSettings>()).toMatchObject({
      emailUpdates: true,
      whatsApp: false,
      phone: '+919822012345',
    });
    expect(await channels(asha.user.id)).toEqual(['email']);
  });

  it('records the customer’s own consent with its time, and an opt-out later keeps both times', async () => {
    const asha = await customer();
    const on = await putMine(asha, { whatsApp: true });
    expect(on.statusCode).toBe(200);
    const given = on.json<NotificationSettings>();
    expect(given).toMatchObject({ whatsApp: true, whatsAppConsentSource: 'self', whatsAppConsentBy: null });
    expect(Date.parse(given.whatsAppConsentAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await channels(asha.user.id)).toEqual(['email', 'whatsapp']);

    const off = (await putMine(asha, { whatsApp: false, emailUpdates: false })).json<NotificationSettings>();
    expect(off).toMatchObject({ whatsApp: false, emailUpdates: false, whatsAppConsentAt: given.whatsAppConsentAt });
    expect(off.whatsAppOptedOutAt).not.toBeNull();
    expect(await channels(asha.user.id)).toEqual([]);
    expect((await history(asha.user.id)).map((h) => [h.channel, h.action, h.source, h.byUserId])).toEqual([
      ['whatsapp', 'given', 'self', asha.user.id],
      ['email', 'withdrawn', 'self', asha.user.id],
      ['whatsapp', 'withdrawn', 'self', asha.user.id],
    ]);
  });

  it('counts consent given after an opt-out again', async () => {
    const asha = await customer();
    await putMine(asha, { whatsApp: true });
    await putMine(asha, { whatsApp: false });
    expect(await channels(asha.user.id)).toEqual(['email']);
    const again = (await putMine(asha, { whatsApp: true })).json<NotificationSettings>();
    expect(again.whatsApp).toBe(true);
    expect(Date.parse(again.whatsAppConsentAt ?? '')).toBeGreaterThan(Date.parse(again.whatsAppOptedOutAt ?? ''));
    expect(await channels(asha.user.id)).toEqual(['email', 'whatsapp']);
  });

  it('refuses WhatsApp without a phone number that can be messaged, on its field', async () => {
    const noPhone = await customer(null);
    const res = await putMine(noPhone, { whatsApp: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WHATSAPP_NEEDS_PHONE',
      fieldCodes: { whatsApp: 'WHATSAPP_NEEDS_PHONE' },
    });
    expect(await history(noPhone.user.id)).toEqual([]);
  });

  it('lets an admin record spoken consent with the time and themselves, and an opt-out, in the activity log', async () => {
    const asha = await customer();
    const res = await putFor(admin, asha.user.id, true);
    expect(res.statusCode).toBe(200);
    expect(res.json<NotificationSettings>()).toMatchObject({
      whatsApp: true,
      whatsAppConsentSource: 'spoken',
      whatsAppConsentBy: { _id: admin.user.id, name: 'Owner Admin' },
    });
    expect(await channels(asha.user.id)).toEqual(['email', 'whatsapp']);
    expect((await putFor(admin, asha.user.id, false)).json<NotificationSettings>().whatsApp).toBe(false);
    expect((await history(asha.user.id)).map((h) => [h.action, h.source, h.byUserId])).toEqual([
      ['given', 'spoken', admin.user.id],
      ['withdrawn', 'spoken', admin.user.id],
    ]);
    const logged = await t.db.select().from(activities).where(eq(activities.entityId, asha.user.id));
    expect(logged.map((a) => a.message)).toEqual([
      "Owner Admin recorded Asha Patil's spoken consent to updates on WhatsApp",
      'Owner Admin recorded that Asha Patil stopped updates on WhatsApp',
    ]);
  });

  it('lets neither a customer nor staff record consent for someone else', async () => {
    const asha = await customer();
    const ravi = await createUser(t, { name: 'Ravi Kale' });
    const staff = await createUser(t, { name: 'Floor Staff', role: 'staff' });
    expect((await putFor(ravi, asha.user.id, true)).statusCode).toBe(403);
    expect((await putFor(staff, asha.user.id, true)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${asha.user.id}/notifications`,
      headers: staff.headers,
    });
    expect(read.statusCode).toBe(403);
    expect(await history(asha.user.id)).toEqual([]);
    expect(await channels(asha.user.id)).toEqual(['email']);
  });

  it('answers 404 for an unknown customer', async () => {
    expect((await putFor(admin, 'not-a-user', true)).statusCode).toBe(404);
    expect((await putFor(admin, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
  });

  it('takes WhatsApp consent ticked at registration, and refuses it without a phone', async () => {
    const register = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Meera Joshi', password: 'a long new password', ...payload },
      });
    const refused = await register({ email: 'meera.nophone@example.com', whatsApp: true });
    expect(refused.json()).toMatchObject({ fieldCodes: { phone: 'WHATSAPP_NEEDS_PHONE' } });
    const res = await register({ email: 'meera@example.com', phone: '098220-12345', whatsApp: true });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ user: { _id: string; phone: string } }>().user._id;
    expect(res.json<{ user: { phone: string } }>().user.phone).toBe('+919822012345');
    expect(await channels(id)).toEqual(['email', 'whatsapp']);
    expect((await history(id)).map((h) => [h.action, h.source])).toEqual([['given', 'self']]);
  });

  it('takes a STOP reply through the same change: withdrawn by nobody, with its history and activity line', async () => {
    const asha = await customer();
    await putMine(asha, { whatsApp: true });
    const changed = await t.db.transaction((tx) =>
      changeWhatsAppConsent(tx, { userId: asha.user.id, action: 'withdrawn', source: 'stop-reply', by: null }),
    );
    expect(changed).toBe(true);
    expect(await channels(asha.user.id)).toEqual(['email']);
    expect((await history(asha.user.id)).at(-1)).toMatchObject({
      action: 'withdrawn',
      source: 'stop-reply',
      byUserId: null,
    });
    const [logged] = await t.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, asha.user.id), eq(activities.action, 'whatsapp_stop_reply')));
    expect(logged?.message).toBe('Asha Patil replied STOP: no more updates on WhatsApp');
    expect(
      await t.db.transaction((tx) =>
        changeWhatsAppConsent(tx, {
          userId: '00000000-0000-4000-8000-000000000000',
          action: 'withdrawn',
          source: 'stop-reply',
          by: null,
        }),
      ),
    ).toBe(false);
  });

  it('allows no WhatsApp while the channel is off (WHATSAPP_MODE=off)', async () => {
    const asha = await customer();
    await putMine(asha, { whatsApp: true });
    expect(await allowedChannels(t.db, asha.user.id, { whatsApp: { ...t.config.whatsApp, mode: 'off' } })).toEqual([
      'email',
    ]);
  });
});
