import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 font-medium ${
    isActive
      ? 'bg-blue-50 text-blue-800 dark:bg-slate-800 dark:text-blue-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** The navigation links: everyone sees the services; admins also the manual order and their profile. */
export function NavLinks({ isAdmin, className }: { isAdmin: boolean; className: string }) {
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
      {isAdmin && (
        <li>
          <NavLink to="/admin/manual-order" className={linkClasses}>
            {t('nav.manualOrder')}
          </NavLink>
        </li>
      )}
      {isAdmin && (
        <li>
          <NavLink to="/admin/profile" className={linkClasses}>
            {t('nav.profile')}
          </NavLink>
        </li>
      )}
    </ul>
  );
}
