import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

const ContactModal = lazy(() => import('../../features/contacts/components/contact-modal'));

/**
 * The fixed 'Contact Us' button (its label is visually hidden on small screens) and the contact
 * modal it opens, loaded on first use. A route change closes the modal. Admins do not get it: the
 * enquiries would come to themselves.
 */
export function ContactButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [openLocation, setOpenLocation] = useState(location.key);
  const { data: user } = useCurrentUser();

  if (openLocation !== location.key) {
    setOpenLocation(location.key);
    setOpen(false);
  }
  if (user?.role === 'admin') return null;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="fixed bottom-20 right-4 z-40 flex items-center gap-2 rounded-full bg-blue-700 p-3 font-medium text-white shadow-lg hover:bg-blue-800 sm:px-5"
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
