import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('controls before and after hydration', () => {
  it("renders a button disabled in the server's HTML, and enables it once hydrated", () => {
    const html = renderToString(<Button>Send</Button>);
    expect(html).toContain('disabled=""');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    render(<Button>Send</Button>, { container, hydrate: true });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('renders a button the browser renders enabled, unless it says disabled', () => {
    render(
      <>
        <Button>Send</Button>
        <Button disabled>Wait</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Wait' })).toBeDisabled();
  });
});
