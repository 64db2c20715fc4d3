import path from 'node:path';
import type { Rolldown } from 'vite';

/** A chunk and every chunk it imports statically, directly or not. */
export function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The chunk whose entry module is `source` (relative to the app root); a build without it is an error. */
export function chunkOf(
  bundle: Rolldown.OutputBundle,
  root: string,
  source: string,
  plugin: string,
): Rolldown.OutputChunk {
  const module = path.resolve(root, source);
  const chunk = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.facadeModuleId === module,
  );
  if (!chunk) throw new Error(`${plugin}: no chunk for ${source}`);
  return chunk;
}
