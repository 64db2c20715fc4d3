import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useHydrated } from '../../lib/use-hydrated';
import { FLOATING_ATTRIBUTE, tuckedClasses, useTuckAway } from './use-tuck-away';

const ContactModal = lazy(() => import('../../features/contacts/components/contact-modal'));

/**
 * The fixed 'Contact Us' button (its label is visually hidden on small screens) and the contact
 * modal it opens, loaded on first use. A route change closes the modal. Admins do not get it: the
 * enquiries would come to themselves. It steps aside while it would cover a control or an amount,
 * or while a form field has focus (`useTuckAway`).
 */
export function ContactButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [openLocation, setOpenLocation] = useState(location.key);
  const { data: user } = useCurrentUser();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isAdmin = user?.role === 'admin';
  const tucked = useTuckAway(buttonRef, !isAdmin);
  const hydrated = useHydrated();

  if (openLocation !== location.key) {
    setOpenLocation(location.key);
    setOpen(false);
  }
  // It works only once the app runs the page: until then it is not shown (it floats over the page).
  if (isAdmin || !hydrated) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...{ [FLOATING_ATTRIBUTE]: '' }}
        className={`fixed right-4 bottom-20 z-40 flex items-center gap-2 rounded-full bg-blue-700 p-3 font-medium text-white shadow-lg transition-opacity hover:bg-blue-800 sm:px-5 ${tucked ? tuckedClasses : ''}`}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('contact.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ContactModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
