// Latin text uses Noto Sans; Devanagari (and ₹) falls through to Noto Sans Devanagari, which
// the browser downloads only when such text is on screen.
import './fonts.css';
import './styles.css';
import { PAGE_MODULES_ID } from '@karigar/domain/page-modules';

/**
 * The app's first script, and all it does is start the app (decision 057). A page the browser
 * renders needs the app at once. A page the server rendered is already there to read: its code
 * only makes it interactive, so it is fetched once the page and everything it shows (fonts,
 * pictures) has arrived and been painted, and on a slow link the code never competes with the
 * content. Until then the page's buttons are disabled (`useHydrated`).
 */
function startApp(): void {
  // The chunks the page needs, listed by the server from the build's manifest, start together.
  const hints = document.getElementById(PAGE_MODULES_ID);
  if (hints instanceof HTMLTemplateElement) document.head.append(hints.content);
  void import('./app/start');
}

/** Calls `next` once the browser has painted the page's first text or picture (at once if it has). */
function afterFirstContentfulPaint(next: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return next();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint', buffered: true });
}

function afterPaint(): void {
  // A hidden tab paints nothing; its page starts without waiting for a paint.
  if (document.hidden) startApp();
  else afterFirstContentfulPaint(() => requestAnimationFrame(() => setTimeout(startApp)));
}

if (!document.getElementById('root')?.hasChildNodes()) startApp();
else if (document.readyState === 'complete') afterPaint();
else addEventListener('load', afterPaint, { once: true });
