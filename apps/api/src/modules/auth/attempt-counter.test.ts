import { describe, expect, it } from 'vitest';
import { createAttemptCounter } from './attempt-counter';

describe('attempt counter', () => {
  it('blocks a key at the limit, only that key, until its window ends', () => {
    let now = 0;
    const counter = createAttemptCounter({ max: 3, windowMs: 1000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(counter.blocked('a')).toBe(false);
      counter.hit('a');
    }
    expect(counter.blocked('a')).toBe(true);
    expect(counter.blocked('b')).toBe(false);
    now = 999;
    expect(counter.blocked('a')).toBe(true);
    now = 1000;
    expect(counter.blocked('a')).toBe(false);
  });

  it('forgets a key when cleared', () => {
    const counter = createAttemptCounter({ max: 1, windowMs: 1000 });
    counter.hit('a');
    expect(counter.blocked('a')).toBe(true);
    counter.clear('a');
    expect(counter.blocked('a')).toBe(false);
  });

  it('keeps separate counts per counter (per app instance)', () => {
    const first = createAttemptCounter({ max: 1, windowMs: 1000 });
    const second = createAttemptCounter({ max: 1, windowMs: 1000 });
    first.hit('a');
    expect(first.blocked('a')).toBe(true);
    expect(second.blocked('a')).toBe(false);
  });
});
