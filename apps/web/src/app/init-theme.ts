import { currentTheme, initTheme } from '../lib/theme';

/** The theme the server rendered the page in (its class on <html>; light when it had none). */
export const renderedTheme = currentTheme();

// Imported first by app/start.tsx so the theme class is on <html> before anything renders.
initTheme();
