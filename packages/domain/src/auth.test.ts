import { describe, expect, it } from 'vitest';
import { changesCredentials, updateProfileBody } from './auth';

describe('changesCredentials', () => {
  it.each([
    [{}, false],
    [{ email: '', password: '' }, false],
    [{ email: 'asha@example.com' }, false],
    [{ email: ' Asha@Example.COM ' }, false],
    [{ email: 'asha.p@example.com' }, true],
    [{ password: 'a-new-password' }, true],
    [{ email: 'asha@example.com', password: 'a-new-password' }, true],
  ])('%j from asha@example.com → %s', (update, expected) => {
    expect(changesCredentials('Asha@example.com', update)).toBe(expected);
  });
});

describe('updateProfileBody', () => {
  it('leaves out an empty current password and code, and takes a 6-digit code', () => {
    expect(updateProfileBody.parse({ currentPassword: '', mfaCode: '' })).toEqual({});
    expect(updateProfileBody.parse({ currentPassword: ' spaced pass ', mfaCode: ' 123456 ' })).toEqual({
      currentPassword: ' spaced pass ',
      mfaCode: '123456',
    });
    expect(updateProfileBody.safeParse({ mfaCode: '12345' }).success).toBe(false);
  });
});
