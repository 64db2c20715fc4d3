import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { EMAIL_LINK, lastLinkToken, RESET_LINK } from '../../../test/mail-links';
import { totpCode } from '../../../test/mfa-fixtures';

describe('a change of password, email or two-factor authentication is told by mail, in the reader language', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });
  beforeEach(async () => {
    await t.clearMail();
  });
  afterAll(() => t.close());

  const mailTo = async (address: string) => (await t.mail()).filter((m) => m.to === address);
  const token = (link: RegExp) => lastLinkToken(t, link);
  const ownChange = (who: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: who.headers,
      payload: { ...payload, currentPassword: who.password },
    });

  it('tells of a password changed on the profile, with no link in the mail', async () => {
    const who = await createUser(t, { name: 'Asha Patil', email: 'asha@example.com' });
    expect((await ownChange(who, { password: 'monsoon rains again' })).statusCode).toBe(200);
    const [notice] = await mailTo('asha@example.com');
    expect(notice).toMatchObject({ subject: 'Your Karigar password was changed' });
    expect(notice!.text).toContain('Hello Asha Patil,');
    expect(notice!.text).toContain('The password of your Karigar account was changed on your profile page.');
    expect(notice!.text).toMatch(/When: .+ IST/);
    expect(notice!.text).toContain("reset your password now with 'Forgot password?'");
    expect(notice!.text).not.toContain('http');
  });

  it('tells of a password and an email an admin changed: the password at the new address, the email at the old', async () => {
    const who = await createUser(t, { name: 'Ravi Kale', email: 'ravi@example.com', language: 'mr' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.user.id}`,
      headers: admin.headers,
      payload: { email: 'ravi.kale@example.com', password: 'set by the workshop' },
    });
    expect(res.statusCode).toBe(200);
    const [emailNotice] = await mailTo('ravi@example.com');
    expect(emailNotice?.subject).toBe('तुमचा कारागीर ईमेल पत्ता बदलला आहे');
    expect(emailNotice?.text).toContain('नमस्कार Ravi Kale,');
    expect(emailNotice?.text).toContain('वर्कशॉपने तुमच्या कारागीर खात्याचा ईमेल पत्ता बदलून ravi.kale@example.com केला आहे.');
    const [passwordNotice] = await mailTo('ravi.kale@example.com');
    expect(passwordNotice?.subject).toBe('तुमचा कारागीर पासवर्ड बदलला आहे');
    expect(passwordNotice?.text).toContain('वर्कशॉपने तुमच्या कारागीर खात्याचा पासवर्ड बदलला.');
  });

  it('tells of a password set through a reset link', async () => {
    await createUser(t, { name: 'Meera Joshi', email: 'meera@example.com' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'meera@example.com' } });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/reset-password/${await token(RESET_LINK)}`,
      payload: { newPassword: 'a fresh start here' },
    });
    expect(res.statusCode).toBe(200);
    const notice = (await mailTo('meera@example.com')).at(-1);
    expect(notice?.subject).toBe('Your Karigar password was changed');
    expect(notice?.text).toContain(
      'A new password was set for your Karigar account through a link sent to this address.',
    );
  });

  it('tells the old address of a confirmed email change, and nothing before the confirmation', async () => {
    const who = await createUser(t, { name: 'Sunita Rao', email: 'sunita@example.com' });
    expect((await ownChange(who, { email: 'sunita.rao@example.com' })).statusCode).toBe(200);
    const link = await token(EMAIL_LINK);
    const before = await mailTo('sunita@example.com');
    expect(before.map((m) => m.subject)).toEqual(['Your Karigar email address is about to change']);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${link}` })).statusCode).toBe(200);
    const notice = (await mailTo('sunita@example.com')).at(-1);
    expect(notice?.subject).toBe('Your Karigar email address was changed');
    expect(notice?.text).toContain(
      'The email address of your Karigar account was changed to sunita.rao@example.com. This address no longer signs in to it.',
    );
    expect(await mailTo('sunita.rao@example.com')).toHaveLength(1);
  });

  it('tells of two-factor authentication turned on and off', async () => {
    const who = await createUser(t, { name: 'Kiran Desai', email: 'kiran@example.com', language: 'mr' });
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: who.headers, payload });
    const setup = await post('/api/auth/mfa/setup', { currentPassword: who.password });
    expect(setup.statusCode).toBe(200);
    const secret = setup.json().secret as string;
    expect((await post('/api/auth/mfa/enable', { code: await totpCode(secret) })).statusCode).toBe(200);
    expect((await post('/api/auth/mfa/disable', { code: await totpCode(secret, 30) })).statusCode).toBe(200);
    const subjects = (await mailTo('kiran@example.com')).map((m) => m.subject);
    expect(subjects).toEqual([
      'तुमच्या कारागीर खात्यासाठी द्वि-स्तरीय प्रमाणीकरण सुरू झाले आहे',
      'तुमच्या कारागीर खात्यासाठी द्वि-स्तरीय प्रमाणीकरण बंद झाले आहे',
    ]);
  });
});
