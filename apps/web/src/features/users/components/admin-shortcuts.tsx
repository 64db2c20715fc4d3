import { ClipboardList, FilePlus2, Package, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const shortcuts = [
  { to: '/admin/quotations', key: 'quotations', Icon: ClipboardList },
  { to: '/admin/orders', key: 'orders', Icon: Package },
  { to: '/admin/services', key: 'services', Icon: Wrench },
  { to: '/admin/manual-order', key: 'manualOrder', Icon: FilePlus2 },
] as const;

/** Where the workshop's daily work is: one click from the admin dashboard. */
export function AdminShortcuts() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="admin-shortcuts-heading">
      <h2 id="admin-shortcuts-heading" className="sr-only">
        {t('admin.shortcuts.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shortcuts.map(({ to, key, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-400 hover:shadow dark:border-slate-700 dark:bg-slate-900 dark:hover:border-blue-400"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300" />
              <span>
                <span className="block font-semibold">{t(`admin.shortcuts.${key}`)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {t(`admin.shortcuts.${key}Text`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
