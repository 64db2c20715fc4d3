import { useEffect, useState, type RefObject } from 'react';
import { phoneQuery } from '../../lib/use-phone-width';

/** What a reader may need to reach or read: controls and links (an amount is text holding ₹). */
const NEEDED = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="combobox"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');
const FORM_FIELDS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]';
/** Sample points across the floating button, a grid fine enough to meet a 12 px control. */
const GRID = [0.08, 0.36, 0.64, 0.92];

/** Floating buttons mark themselves, so they never step aside for each other. */
export const FLOATING_ATTRIBUTE = 'data-floating';

const holdsAmount = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes('₹'));

const isNeeded = (element: Element) =>
  !element.closest(`[${FLOATING_ATTRIBUTE}]`) && (element.closest(NEEDED) !== null || holdsAmount(element));

/** True when, on a phone, a control, a link or an amount lies under any part of `element`. */
function coversContent(element: HTMLElement): boolean {
  if (!window.matchMedia(phoneQuery).matches) return false;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || typeof document.elementsFromPoint !== 'function') return false;
  return GRID.some((fx) =>
    GRID.some((fy) =>
      document
        .elementsFromPoint(box.left + fx * box.width, box.top + fy * box.height)
        .some((under) => !element.contains(under) && isNeeded(under)),
    ),
  );
}

const formFieldFocused = () => document.activeElement?.matches(FORM_FIELDS) ?? false;

/**
 * Whether a floating button should step aside: while a form field has focus (a phone's keyboard is
 * up), or on a phone while a control, a link or an amount lies beneath it (a wider screen has the
 * room beside the page's column). Looked at again after every scroll,
 * resize, focus change and change of the page (at most once a frame). The page's foot keeps room
 * for the buttons, so at the end of every page they are back.
 */
export function useTuckAway(ref: RefObject<HTMLElement | null>, enabled = true): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const look = () => {
      frame = 0;
      const element = ref.current;
      setTucked(element !== null && (formFieldFocused() || coversContent(element)));
    };
    const soon = () => {
      if (frame === 0) frame = requestAnimationFrame(look);
    };
    const changes = new MutationObserver(soon);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', soon, { capture: true, passive: true });
    window.addEventListener('resize', soon);
    document.addEventListener('focusin', soon);
    document.addEventListener('focusout', soon);
    soon();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', soon, { capture: true });
      window.removeEventListener('resize', soon);
      document.removeEventListener('focusin', soon);
      document.removeEventListener('focusout', soon);
    };
  }, [ref, enabled]);
  return enabled && tucked;
}

/** The classes of a floating button that has stepped aside: unseen and out of the way of taps. */
export const tuckedClasses = 'pointer-events-none invisible opacity-0';
