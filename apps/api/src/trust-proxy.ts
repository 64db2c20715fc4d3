import net from 'node:net';
import { z } from 'zod';

/**
 * Whose `X-Forwarded-For` the server believes: nobody (false), the proxies at these addresses, or
 * the given number of hops nearest the server (`{ hops }`).
 */
export type TrustProxy = false | string[] | { hops: number };

/**
 * What Fastify's `trustProxy` takes for the setting. A hop count becomes a function trusting the
 * nearest hops: Fastify reads a bare number as "trust nothing".
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false || Array.isArray(setting)) return setting;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}

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
 * connected. A whole number from 1 trusts that many hops nearest the server: only for an app whose
 * port nothing but the proxies can reach. Otherwise a comma-separated list of the proxies' addresses,
 * CIDR ranges or the named ranges loopback, linklocal and uniquelocal (safe wherever the port is
 * reachable). `true` is refused: it would let any caller choose its own address.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value.toLowerCase() === 'false') return false;
    if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) return { hops: Number(value) };
    if (value.toLowerCase() === 'true' || /^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "a hop count from 1 to 10, or the proxies' addresses (e.g. 127.0.0.1 or 10.0.0.0/8); true would trust any caller",
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
