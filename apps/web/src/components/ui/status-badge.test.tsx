import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusTone } from './status-badge';

describe('status badge', () => {
  it.each([
    ['Pending', 'yellow'],
    ['Accepted', 'green'],
    ['Rejected', 'red'],
    ['Revised', 'blue'],
    ['Something else', 'grey'],
  ] as const)('colours the quotation status %s %s', (status, tone) => {
    expect(statusTone('quotation', status)).toBe(tone);
  });

  it.each([
    ['pending', 'yellow'],
    ['Confirmed', 'purple'],
    ['In Progress', 'blue'],
    ['in_progress', 'blue'],
    ['Completed', 'green'],
    ['Cancelled', 'red'],
    ['canceled', 'red'],
    [undefined, 'grey'],
  ] as const)('colours the order status %s %s', (status, tone) => {
    expect(statusTone('order', status)).toBe(tone);
  });

  it('shows its label', () => {
    render(<StatusBadge tone="green" label="Accepted" />);
    expect(screen.getByText('Accepted')).toHaveAttribute('data-tone', 'green');
  });
});
