import { useCallback, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormWatch } from 'react-hook-form';
import { readStorage, removeStorage, writeStorage } from './storage';

const storageKey = (key: string) => `draft:${key}`;
type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

/** The plain values of the draft kept under `key` in this tab, or null when there is none (or it is unreadable). */
export function storedDraft(key: string): Record<string, Primitive> | null {
  const raw = readStorage('session', storageKey(key));
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object') return null;
    return Object.fromEntries(Object.entries(stored).filter(([, value]) => isPrimitive(value)));
  } catch {
    return null;
  }
}

/** Keeps `values` as the draft under `key` in this tab. */
export const keepDraft = (key: string, values: unknown) =>
  writeStorage('session', storageKey(key), JSON.stringify(values));

/** Drops the draft under `key` (after a successful save, or a Cancel). */
export const dropDraft = (key: string) => removeStorage('session', storageKey(key));

/**
 * A form's draft in the tab's session storage under `key` (one key per form and record, e.g.
 * `service:<id>`), so a form left with Back (or a reload) and re-entered with Forward shows what
 * was typed. The values to start the form with: the draft laid over `defaults`, read once.
 */
export function useDraftStart<T extends FieldValues>(key: string, defaults: T): DefaultValues<T> {
  const [initial] = useState(() => ({ ...defaults, ...storedDraft(key) }) as DefaultValues<T>);
  return initial;
}

/**
 * Stores every change of the form (its `watch`) as the draft under `key`; the answer drops the
 * draft (after a successful submit, or a Cancel).
 */
export function useKeepDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>): () => void {
  useEffect(() => {
    const subscription = watch((values) => keepDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, watch]);
  return useCallback(() => dropDraft(key), [key]);
}
