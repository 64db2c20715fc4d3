import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initTheme } from '../../lib/theme';
import { ThemeToggle } from './theme-toggle';

describe('theme', () => {
  it('starts from the stored theme', () => {
    localStorage.setItem('theme', 'dark');
    initTheme();
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
  });

  it("starts from the system's preference when nothing is stored", () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-color-scheme: dark)',
          media: query,
          addEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    initTheme();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('marks <html> dark or light, one at a time, and stores the choice', async () => {
    const user = userEvent.setup();
    initTheme();
    render(<ThemeToggle placement="bar" />);
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('keeps the bar and the floating toggle in step', async () => {
    const user = userEvent.setup();
    initTheme();
    render(
      <>
        <ThemeToggle placement="bar" />
        <ThemeToggle placement="floating" />
      </>,
    );
    await user.click(screen.getByTestId('theme-toggle-floating'));
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light theme');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
