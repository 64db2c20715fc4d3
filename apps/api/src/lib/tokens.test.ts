import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner, TokenError } from './tokens';

const secret = 'a-test-secret-of-thirty-two-chars!';
const signer = createTokenSigner(secret);
const claims = { sub: 'user-1', role: 'user', sv: 3 } as const;
const seconds = () => Math.floor(Date.now() / 1000);
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed with the secret by jose itself, with the given header and claims. */
function signed(payload: Record<string, unknown>, header = { alg: 'HS256' }) {
  return new SignJWT(payload).setProtectedHeader(header).sign(new TextEncoder().encode(secret));
}

async function refusal(token: string): Promise<string> {
  const error: unknown = await signer.verify(token).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TokenError);
  return (error as TokenError).reason;
}

describe('access tokens', () => {
  it('verifies a token it signed, giving back its claims', async () => {
    expect(await signer.verify(await signer.sign(claims))).toEqual(claims);
  });

  it('issues standard HS256 tokens that expire 15 minutes after issue, each with its own id', async () => {
    const [first, second] = [await signer.sign(claims), await signer.sign(claims)];
    const { payload, protectedHeader } = await jwtVerify(first!, new TextEncoder().encode(secret));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject(claims);
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(payload.jti).not.toBe((await jwtVerify(second!, new TextEncoder().encode(secret))).payload.jti);
  });

  it('calls a well-signed token past its expiry expired', async () => {
    // The clock stands half a second into a second: a token whose expiry is that second has passed
    // it. (On the real clock, a run landing on the second's very first millisecond saw it valid.)
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_500 });
    try {
      expect(await refusal(await signed({ ...claims, exp: seconds() - 1 }))).toBe('expired');
      expect(await refusal(await signed({ ...claims, exp: seconds() }))).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('calls a token with a changed payload or signature invalid', async () => {
    const [header, , signature] = (await signer.sign(claims)).split('.');
    const admin = encode({ ...claims, role: 'admin', exp: seconds() + 600 });
    expect(await refusal(`${header}.${admin}.${signature}`)).toBe('invalid');
    const token = await signer.sign(claims);
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    expect(await refusal(flipped)).toBe('invalid');
    expect(await refusal(`${token}=`)).toBe('invalid');
    expect(await refusal(`${token}.`)).toBe('invalid');
  });

  it('calls a token signed with another secret invalid, even an expired one', async () => {
    const foreign = createTokenSigner('another-secret-of-thirty-two-chars');
    expect(await refusal(await foreign.sign(claims))).toBe('invalid');
    const expired = await new SignJWT({ ...claims, exp: seconds() - 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-thirty-two-chars'));
    expect(await refusal(expired)).toBe('invalid');
  });

  it('refuses any algorithm but HS256, unsigned tokens included', async () => {
    const exp = seconds() + 600;
    expect(await refusal(await signed({ ...claims, exp }, { alg: 'HS512' }))).toBe('invalid');
    expect(await refusal(`${encode({ alg: 'none' })}.${encode({ ...claims, exp })}.`)).toBe('invalid');
  });

  it('refuses a header with extensions it does not understand', async () => {
    const token = `${encode({ alg: 'HS256', crit: ['exp'] })}.${encode({ ...claims, exp: seconds() + 600 })}`;
    const signature = createHmac('sha256', secret).update(token).digest('base64url');
    expect(await refusal(`${token}.${signature}`)).toBe('invalid');
  });

  it('refuses a token without an expiry, not yet valid, or with claims of the wrong kind', async () => {
    const exp = seconds() + 600;
    expect(await refusal(await signed({ ...claims }))).toBe('invalid');
    expect(await refusal(await signed({ ...claims, exp: String(exp) }))).toBe('invalid');
    expect(await refusal(await signed({ ...claims, exp, nbf: seconds() + 60 }))).toBe('invalid');
    expect(await refusal(await signed({ ...claims, exp, role: 'owner' }))).toBe('invalid');
    expect(await refusal(await signed({ ...claims, exp, sv: 1.5 }))).toBe('invalid');
    expect(await signer.verify(await signed({ ...claims, exp, nbf: seconds() }))).toEqual(claims);
  });
  it('refuses a token it verified earlier once that token has expired', async () => {
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.useFakeTimers({ now: Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000 });
    try {
      expect(await refusal(token)).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sealed secrets', () => {
  it('opens only for the context it was sealed for, with the same secret, unaltered', () => {
    const sealed = signer.seal('{"refreshToken":"abc"}', 'row-1');
    expect(sealed).not.toContain('abc');
    expect(signer.seal('{"refreshToken":"abc"}', 'row-1')).not.toBe(sealed);
    expect(signer.unseal(sealed, 'row-1')).toBe('{"refreshToken":"abc"}');
    expect(signer.unseal(sealed, 'row-2')).toBeUndefined();
    expect(createTokenSigner('another-secret-of-thirty-two-chars').unseal(sealed, 'row-1')).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(signer.unseal(bytes.toString('base64url'), 'row-1')).toBeUndefined();
    expect(signer.unseal('short', 'row-1')).toBeUndefined();
  });
});
