import { useCallback, useEffect, useState } from 'react';
import type { DefaultValues, FieldValues, UseFormWatch } from 'react-hook-form';
import { readStorage, removeStorage, writeStorage } from './storage';

const storageKey = (key: string) => `draft:${key}`;
type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

/** The draft kept under `key` laid over `defaults` (only plain values; anything unreadable is ignored). */
function readDraft<T extends FieldValues>(key: string, defaults: T): T {
  const raw = readStorage('session', storageKey(key));
  if (!raw) return defaults;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object') return defaults;
    const kept = Object.entries(stored).filter(([, value]) => isPrimitive(value));
    return { ...defaults, ...Object.fromEntries(kept) };
  } catch {
    return defaults;
  }
}

/**
 * A form's draft in the tab's session storage under `key` (one key per form and record, e.g.
 * `service:<id>`), so a form left with Back (or a reload) and re-entered with Forward shows what
 * was typed. The values to start the form with: the draft laid over `defaults`, read once.
 */
export function useDraftStart<T extends FieldValues>(key: string, defaults: T): DefaultValues<T> {
  const [initial] = useState(() => readDraft(key, defaults) as DefaultValues<T>);
  return initial;
}

/**
 * Stores every change of the form (its `watch`) as the draft under `key`; the answer drops the
 * draft (after a successful submit, or a Cancel).
 */
export function useKeepDraft<T extends FieldValues>(key: string, watch: UseFormWatch<T>): () => void {
  useEffect(() => {
    const subscription = watch((values) => writeStorage('session', storageKey(key), JSON.stringify(values)));
    return () => subscription.unsubscribe();
  }, [key, watch]);
  return useCallback(() => removeStorage('session', storageKey(key)), [key]);
}
