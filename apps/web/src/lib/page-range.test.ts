import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

describe('page range', () => {
  it('numbers a full page and a short last page from their first row', () => {
    expect(pageRange(1, 10, 23)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 23)).toEqual({ from: 21, to: 23 });
  });

  it('shows 0 to 0 for an empty list', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
