import { describe, expect, it } from 'vitest';
import { phoneField } from './account-fields';
import { registerBody } from './auth';
import { fieldProblems } from './errors';

describe('the phone field', () => {
  it('stores what people type as E.164, and an empty field as none', () => {
    const field = phoneField();
    for (const typed of ['98220 12345', '098220-12345', '+91 98220 12345', '(0)98220 12345'])
      expect(field.parse(typed), typed).toBe('+919822012345');
    expect(field.parse('')).toBeUndefined();
    expect(field.parse(undefined)).toBeUndefined();
  });

  it('refuses what cannot be a number with its own code', () => {
    for (const typed of ['call me', '12345', '+91 98220 123']) {
      const parsed = phoneField().safeParse(typed);
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('PHONE_NOT_A_NUMBER');
    }
  });

  it('is asked for on registration when WhatsApp updates are ticked', () => {
    const form = { name: 'Asha Patil', email: 'asha@example.com', password: 'a long new password', whatsApp: true };
    const parsed = registerBody.safeParse(form);
    expect(fieldProblems(parsed.error?.issues ?? []).fieldCodes).toEqual({ phone: 'WHATSAPP_NEEDS_PHONE' });
    expect(registerBody.parse({ ...form, phone: '98220 12345' })).toMatchObject({
      phone: '+919822012345',
      whatsApp: true,
    });
    expect(registerBody.parse({ ...form, whatsApp: undefined }).whatsApp).toBe(false);
  });
});
