import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asPhone } from '../../test/phone-width';
import { ThemeToggle } from './theme-toggle';

const floatingToggle = () => screen.getByTestId('theme-toggle-floating');

function Page() {
  return (
    <>
      <label>
        Name <input />
      </label>
      <button type="button">Save</button>
      <p>Plain text</p>
      <p>Total ₹1,180.00</p>
      <ThemeToggle placement="floating" />
    </>
  );
}

/** Makes the browser report `under` beneath every point (jsdom lays nothing out). */
function beneath(under: () => Element) {
  Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [under()] });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(330, 780, 44, 44));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'elementsFromPoint');
});

describe('floating buttons step aside', () => {
  it('while a form field has focus, and come back after', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(floatingToggle()).not.toHaveClass('invisible');
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(floatingToggle()).toHaveClass('invisible', 'pointer-events-none'));
    await user.click(screen.getByText('Plain text'));
    await waitFor(() => expect(floatingToggle()).not.toHaveClass('invisible'));
  });

  it('on a phone while a button or an amount lies beneath them, not plain text', async () => {
    asPhone();
    beneath(() => screen.getByRole('button', { name: 'Save' }));
    const view = render(<Page />);
    await waitFor(() => expect(floatingToggle()).toHaveClass('invisible'));
    view.unmount();

    beneath(() => screen.getByText('Total ₹1,180.00'));
    const amount = render(<Page />);
    await waitFor(() => expect(floatingToggle()).toHaveClass('invisible'));
    amount.unmount();

    beneath(() => screen.getByText('Plain text'));
    render(<Page />);
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    expect(floatingToggle()).not.toHaveClass('invisible');
  });

  it('not on a wide screen for what lies beneath them, nor ever in the bar', async () => {
    beneath(() => screen.getByRole('button', { name: 'Save' }));
    const wide = render(<Page />);
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    expect(floatingToggle()).not.toHaveClass('invisible');
    wide.unmount();

    asPhone();
    beneath(() => screen.getByRole('button', { name: 'Save' }));
    render(
      <>
        <button type="button">Save</button>
        <ThemeToggle placement="bar" />
      </>,
    );
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    expect(screen.getByTestId('theme-toggle')).not.toHaveClass('invisible');
  });
});
