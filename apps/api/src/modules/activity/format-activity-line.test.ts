import { describe, expect, it } from 'vitest';
import { formatActivityLine } from './format-activity-line';

describe('formatActivityLine', () => {
  it('shows the time in India, then the message', () => {
    expect(formatActivityLine({ createdAt: new Date('2026-11-22T04:34:00Z'), message: 'Asha Patil logged in' })).toBe(
      '22 Nov 2026, 10:04 · Asha Patil logged in',
    );
    expect(formatActivityLine({ createdAt: new Date('2026-01-01T18:45:00Z'), message: 'x' })).toBe(
      '2 Jan 2026, 00:15 · x',
    );
  });
});
