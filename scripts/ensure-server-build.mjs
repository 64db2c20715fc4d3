// Bundles the API server (apps/api/src/server.ts) into apps/api/dist when the bundle is missing or
// older than its sources, so `npm start` runs plain JavaScript: no TypeScript compiled at each
// start, and one file instead of drizzle-orm's hundreds of modules (decision 028). Other packages
// stay in node_modules, loaded as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildInto, isStale, root } from './fresh-build.mjs';

const api = path.join(root, 'apps/api');
const dist = path.join(api, 'dist');
const sources = ['apps/api/src', 'apps/api/package.json', 'packages/domain/src', 'scripts/ensure-server-build.mjs'];
const bundled = new Set(['drizzle-orm']);
const { dependencies } = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !bundled.has(name))
  .flatMap((name) => [name, `${name}/*`]);

if (isStale(path.join(dist, 'server.js'), sources)) {
  console.log('Building the API server…');
  await buildInto(dist, path.join(api, 'node_modules/.cache'), (outdir) =>
    build({
      entryPoints: [path.join(api, 'src/server.ts')],
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node24',
      external,
      sourcemap: 'linked',
      logLevel: 'warning',
    }),
  );
}
