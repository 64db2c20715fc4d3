import { Languages } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../i18n/setup';
import { useCurrentUser } from '../../lib/current-user';
import { notify } from '../../lib/notify';
import { useSaveLanguage } from '../../lib/save-language';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A menu of the languages, each named in the current language with its own name beside it
 * ('Marathi (मराठी)'; the own name carries its `lang`). Choosing one switches the app, closes the
 * menu and confirms with a toast; a signed-in user's choice is also saved on the server, for their
 * next sign-in and their emails. Keyboard: arrows move, Escape closes, focus returns to the button.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = i18n.resolvedLanguage ?? 'en';
  const { data: user } = useCurrentUser();
  const saveLanguage = useSaveLanguage();
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = async (language: Language) => {
    close();
    await i18n.changeLanguage(language);
    if (user && user.language !== language) saveLanguage.mutate(language);
    notify('success', i18n.t('toasts.languageChanged'), { toastId: `language-${language}` });
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t('language.button', { code: current.toUpperCase() })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        disabled={!hydrated}
        className="flex items-center gap-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Languages aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="text-sm font-medium">
          {current.toUpperCase()}
        </span>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={t('language.choose')}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 min-w-36 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {languages.map((language) => (
            <li key={language} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={current === language}
                onClick={() => void choose(language)}
                className="block w-full px-4 py-2 text-left text-slate-800 hover:bg-slate-100 aria-checked:font-semibold dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <LanguageName language={language} text={t(`language.${language}`)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A language's name as the bundle gives it, its own name (between `<native>` tags) marked with its `lang`. */
function LanguageName({ language, text }: { language: Language; text: string }) {
  const [before, native, after] = text.split(/<\/?native>/);
  if (native === undefined) return text;
  return (
    <>
      {before}
      <span lang={language}>{native}</span>
      {after}
    </>
  );
}
