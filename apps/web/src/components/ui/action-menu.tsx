import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface ActionMenuItem {
  /** The item's visible text. */
  label: string;
  /** A link item goes there; otherwise `onSelect` runs. */
  to?: string;
  onSelect?: () => void;
  /** Destructive (Delete): red, and set apart from the items before it. */
  danger?: boolean;
  /** Marks the item as the current page (a link in the header's menus). */
  current?: boolean;
}

interface ActionMenuProps {
  /** The button's accessible name ('Actions for order 3F2A9B1C'). */
  label: string;
  /** What the button shows: an icon, a word, or both. */
  children: ReactNode;
  items: ActionMenuItem[];
  buttonClassName: string;
}

/** Below the button, or above it when there is no room below; held to the viewport (tables scroll sideways). */
function placeBeside(button: HTMLElement): CSSProperties {
  const box = button.getBoundingClientRect();
  const right = Math.max(8, window.innerWidth - box.right);
  return box.bottom + 240 > window.innerHeight && box.top > 240
    ? { position: 'fixed', bottom: window.innerHeight - box.top + 4, right }
    : { position: 'fixed', top: box.bottom + 4, right };
}

const itemClasses = (item: ActionMenuItem) =>
  `block w-full px-4 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 dark:hover:bg-slate-800 dark:focus:bg-slate-800 ${
    item.danger
      ? 'border-t border-slate-200 font-medium text-red-700 dark:border-slate-700 dark:text-red-300'
      : 'text-slate-800 dark:text-slate-100'
  } ${item.current ? 'font-semibold' : ''}`;

/**
 * A button that opens a short menu of actions or links (a row's actions, a page's overflow menu, a
 * group of the header's links). Keyboard: arrows move, Escape or Tab closes and focus returns to the
 * button; a click elsewhere closes it, and it follows its button when the page scrolls or resizes.
 */
export function ActionMenu({ label, children, items, buttonClassName }: ActionMenuProps) {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = place !== null;

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setPlace(null);
    };
    // The menu stays beside its button when the page moves under it (a scroll, a resize, the page's
    // own content arriving), instead of closing in the hand that was about to choose.
    const follow = (event: Event) => {
      const button = buttonRef.current;
      if (button && !rootRef.current?.contains(event.target as Node)) setPlace(placeBeside(button));
    };
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  const close = () => {
    setPlace(null);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setPlace(open ? null : placeBeside(event.currentTarget))}
        className={buttonClassName}
      >
        {children}
      </button>
      {place && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          style={place}
          onKeyDown={onMenuKeyDown}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              {item.to ? (
                <Link
                  role="menuitem"
                  to={item.to}
                  aria-current={item.current ? 'page' : undefined}
                  onClick={() => setPlace(null)}
                  className={itemClasses(item)}
                >
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  onClick={() => {
                    close();
                    item.onSelect?.();
                  }}
                  className={itemClasses(item)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
