import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
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

/**
 * The navigation links: everyone sees the services; a signed-in customer also their orders and
 * quotations; admins and staff the workshop board; admins the manual order, the users, the enquiries, the activity log and their profile.
 * `role` is the signed-in user's (undefined for a visitor or while the user loads).
 */
export function NavLinks({ role, className }: { role: string | undefined; className: string }) {
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
            <NavLink to="/admin/manual-order" className={linkClasses}>
              {t('nav.manualOrder')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/admin/users" className={linkClasses}>
              {t('nav.users')}
            </NavLink>
          </li>
          <li>
            <ContactsLink />
          </li>
          <li>
            <NavLink to="/admin/activities" className={linkClasses}>
              {t('nav.activity')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/admin/profile" className={linkClasses}>
              {t('nav.profile')}
            </NavLink>
          </li>
        </>
      )}
    </ul>
  );
}
