import net from 'node:net';
import { z } from 'zod';

/** Whose `X-Forwarded-For` the server believes: nobody (false), or the proxies at these addresses. */
export type TrustProxy = false | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy, so the client address is the one that
 * connected. Otherwise a comma-separated list of the proxies' addresses, CIDR ranges or the named
 * ranges loopback, linklocal and uniquelocal. `true` and hop counts are refused: neither can tell a
 * proxy from a client that connects directly, which could then choose its own address.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value.toLowerCase() === 'false') return false;
    if (value.toLowerCase() === 'true' || /^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "list the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8); true or a hop count would trust any caller",
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address, CIDR range, loopback, linklocal or uniquelocal: ${bad.map((b) => `"${b}"`).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
