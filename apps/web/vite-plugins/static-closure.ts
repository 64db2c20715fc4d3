import type { Rolldown } from 'vite';

/** A chunk and every chunk it imports statically, directly or not. */
export function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}
