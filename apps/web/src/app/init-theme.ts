import { initTheme } from '../lib/theme';

// Imported first by main.tsx so the theme class is on <html> before anything renders.
initTheme();
