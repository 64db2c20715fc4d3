import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, mirrorSession, saveTokens, signedInHint } from './session';

describe('the signed-in hint the server renders the header with', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is set while a session is held and removed when it ends', () => {
    expect(signedInHint()).toBe(false);
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(document.cookie).toContain('signed_in=1');
    expect(signedInHint()).toBe(true);
    clearSession();
    expect(document.cookie).not.toContain('signed_in');
    expect(signedInHint()).toBe(false);
  });

  it('follows the stored session, never a token: a stale hint is dropped and a kept session is mirrored', () => {
    document.cookie = 'signed_in=1; Path=/';
    mirrorSession();
    expect(signedInHint()).toBe(false);
    localStorage.setItem('accessToken', 'access-2');
    mirrorSession();
    expect(signedInHint()).toBe(true);
    expect(document.cookie).not.toContain('access-2');
  });
});
