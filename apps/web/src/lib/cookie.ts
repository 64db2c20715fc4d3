/**
 * A choice kept in browser storage, mirrored in a cookie so the server renders the next page with
 * it (decision 033). Storage stays the source: the cookie is rewritten from it.
 */
export function mirrorInCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    value === null
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
