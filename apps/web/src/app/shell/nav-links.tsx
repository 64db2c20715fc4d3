import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../../components/ui/action-menu';
import { useNewContactsCount } from '../../lib/new-contacts-count';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-lg px-3 py-2 font-medium ${
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-slate-800 dark:text-blue-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** The Contacts link, with the number of enquiries nobody has opened yet. */
function ContactsLink() {
  const { t } = useTranslation();
  const { data: newCount = 0 } = useNewContactsCount();
  return (
    <NavLink to="/admin/contacts" className={linkClasses}>
      {t('nav.contacts')}
      {newCount > 0 && (
        <span
          title={t('nav.newContacts', { count: newCount })}
          className="min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white"
        >
          <span aria-hidden="true">{newCount}</span>
          <span className="sr-only">{t('nav.newContacts', { count: newCount })}</span>
        </span>
      )}
    </NavLink>
  );
}

/** The owner's less frequent pages: in one menu on a wide screen, listed in the phone's menu. */
const manageLinks = [
  { to: '/admin/manual-order', label: 'nav.manualOrder' },
  { to: '/admin/services', label: 'nav.manageServices' },
  { to: '/admin/users', label: 'nav.users' },
  { to: '/admin/activities', label: 'nav.activity' },
  { to: '/admin/reports/gst', label: 'nav.gstReport' },
  { to: '/admin/messages', label: 'nav.messages' },
  { to: '/admin/money', label: 'nav.money' },
  { to: '/admin/profile', label: 'nav.profile' },
] as const;

/** The owner's Manage menu; its button looks current while one of its pages is open. */
function ManageMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = manageLinks.some((link) => pathname.startsWith(link.to));
  return (
    <ActionMenu
      label={t('nav.manage')}
      items={manageLinks.map((link) => ({ label: t(link.label), to: link.to, current: pathname.startsWith(link.to) }))}
      buttonClassName={linkClasses({ isActive: current })}
    >
      {t('nav.manage')}
      <ChevronDown aria-hidden="true" className="size-4" />
    </ActionMenu>
  );
}

/**
 * The navigation links: everyone sees the services; a signed-in customer also their orders and
 * quotations; admins and staff the workshop board; admins the orders and the enquiries, and the manual
 * order, the services, the users, the activity log and their profile, which a wide screen (`grouped`)
 * folds into the Manage menu so the bar never wraps. `role` is the signed-in user's (undefined for a
 * visitor or while the user loads).
 */
export function NavLinks({
  role,
  className,
  grouped,
}: {
  role: string | undefined;
  className: string;
  grouped: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      <li>
        <NavLink to="/" end className={linkClasses}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/services" className={linkClasses}>
          {t('nav.services')}
        </NavLink>
      </li>
      {role === 'user' && (
        <>
          <li>
            <NavLink to="/user/my-orders" className={linkClasses}>
              {t('nav.myOrders')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/user/quotations/user" className={linkClasses}>
              {t('nav.myQuotations')}
            </NavLink>
          </li>
        </>
      )}
      {(role === 'admin' || role === 'staff') && (
        <li>
          <NavLink to="/admin/board" className={linkClasses}>
            {t('nav.board')}
          </NavLink>
        </li>
      )}
      {role === 'admin' && (
        <>
          <li>
            <NavLink to="/admin/orders" className={linkClasses}>
              {t('nav.orders')}
            </NavLink>
          </li>
          <li>
            <ContactsLink />
          </li>
          {grouped ? (
            <li>
              <ManageMenu />
            </li>
          ) : (
            manageLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClasses}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))
          )}
        </>
      )}
    </ul>
  );
}
