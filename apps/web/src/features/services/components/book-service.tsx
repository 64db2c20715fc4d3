import type { Service } from '@karigar/domain/service';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/current-user';
import { useAccessToken } from '../../../lib/session';

const BookServiceDialog = lazy(() => import('./book-service-dialog'));

/** `/services/:id?book=1` opens the booking form: a visitor who logged in to book comes back to it. */
const BOOK_PARAM = 'book';

/**
 * 'Book at listed price' (customers and visitors; the page shows admins the edit link instead).
 * A signed-in customer gets the booking form; a visitor logs in first and comes back with the form
 * open, as 'Request Quotation' brings a visitor back to the quotation form.
 */
export function BookService({ service }: { service: Service }) {
  const { t } = useTranslation();
  const token = useAccessToken();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const open = token !== null && user?.role === 'user' && searchParams.has(BOOK_PARAM);

  const setOpen = (next: boolean) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(BOOK_PARAM, '1');
        else params.delete(BOOK_PARAM);
        return params;
      },
      { replace: true },
    );

  const onBook = () => {
    if (token === null) void navigate('/login', { state: { from: `${pathname}?${BOOK_PARAM}=1` } });
    else setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" onClick={onBook}>
        {t('catalog.book.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BookServiceDialog service={service} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
