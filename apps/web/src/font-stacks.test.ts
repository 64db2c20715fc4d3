import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
/** The font families a custom property names, in order. */
const stack = (property: string) =>
  (new RegExp(`${property}:\\s*([^;]+);`).exec(css)?.[1] ?? '').split(',').map((family) => family.trim());

describe('font stacks', () => {
  it('put the bundled Devanagari face before any generic family, for the text, the order references and the toasts', () => {
    for (const family of [stack('--font-sans'), stack('--font-mono')]) {
      const devanagari = family.indexOf("'Noto Sans Devanagari'");
      expect(devanagari).toBeGreaterThan(-1);
      expect(devanagari).toBeLessThan(family.findIndex((name) => ['sans-serif', 'monospace'].includes(name)));
    }
    expect(stack('--toastify-font-family')).toEqual(['var(--font-sans)']);
  });
});
