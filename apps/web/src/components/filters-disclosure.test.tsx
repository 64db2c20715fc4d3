import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FiltersDisclosure } from './filters-disclosure';

describe('FiltersDisclosure', () => {
  it('folds the filters behind one button that counts the active ones and says whether it is open', async () => {
    const user = userEvent.setup();
    render(
      <FiltersDisclosure active={2}>
        <label>
          Status <select />
        </label>
      </FiltersDisclosure>,
    );
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveClass('hidden', 'md:contents');
    expect(panel).toContainElement(screen.getByLabelText('Status'));

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    await user.click(button);
    expect(panel).toHaveClass('hidden');
  });

  it('reads just Filters when none is active', () => {
    render(<FiltersDisclosure active={0}>{null}</FiltersDisclosure>);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
