import { existsSync } from 'node:fs';

/** Debian's chromium (or CHROMIUM_PATH); never a downloaded browser. */
export function chromiumPath() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : undefined;
}
