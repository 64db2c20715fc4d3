import { formatInr } from '@karigar/domain/money';
import { todaySections, type TodayItem, type TodaySectionKey } from '@karigar/domain/today';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useToday } from '../api/get-today';
import { formatAge } from '../format-age';
import { orderStatusLabelKeys } from '../status-labels';

/** Each section's heading, where its items open, and the whole list behind its "See all". */
const sections = {
  toPrice: { title: 'dashboard.today.toPrice', item: '/admin/quotations/', all: '/admin/quotations?status=Awaiting' },
  awaitingCustomer: {
    title: 'dashboard.today.awaitingCustomer',
    item: '/admin/quotations/',
    all: '/admin/quotations?status=Open',
  },
  openJobs: { title: 'dashboard.today.openJobs', item: '/admin/orders/', all: '/admin/orders' },
  moneyDue: { title: 'dashboard.today.moneyDue', item: '/admin/orders/', all: '/admin/orders?payment=unpaid' },
  newEnquiries: { title: 'dashboard.today.newEnquiries', item: '/admin/contacts?open=', all: '/admin/contacts' },
} as const satisfies Record<TodaySectionKey, { title: string; item: string; all: string }>;

function TodayEntry({ item, href }: { item: TodayItem; href: string }) {
  const { t, i18n } = useTranslation();
  const about = i18n.language === 'mr' && item.aboutMr ? item.aboutMr : item.about;
  const status =
    item.status && item.status in orderStatusLabelKeys
      ? t(orderStatusLabelKeys[item.status as keyof typeof orderStatusLabelKeys])
      : null;
  return (
    <li>
      <Link
        to={href}
        className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words text-slate-900 dark:text-white">{item.name}</span>
          <span className="block truncate text-sm text-slate-600 dark:text-slate-300">{about}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {[status, formatAge(item.since, i18n.language)].filter(Boolean).join(' · ')}
          </span>
        </span>
        {item.amount !== null && (
          <span className="shrink-0 font-semibold whitespace-nowrap text-slate-900 dark:text-white">
            {formatInr(item.amount)}
          </span>
        )}
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </Link>
    </li>
  );
}

/**
 * The owner's Today list (their home on a phone): what to act on, a few of each, oldest first,
 * each opening its page, with how many there are and a link to them all.
 */
export function TodayList() {
  const { t } = useTranslation();
  const today = useToday();
  if (today.isPending) return <LoadingState label={t('common.loading')} />;
  if (today.isError) return <Alert tone="error">{t('dashboard.today.failed')}</Alert>;
  return (
    <section aria-labelledby="today-heading" className="space-y-4">
      <h2 id="today-heading" className="text-2xl font-bold">
        {t('dashboard.today.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {todaySections.map((key) => {
          const section = today.data[key];
          const { title, item, all } = sections[key];
          const headingId = `today-${key}`;
          return (
            <Card key={key} aria-labelledby={headingId} className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={headingId} className="text-lg font-semibold">
                  {t(title)} <span className="text-slate-600 dark:text-slate-400">({section.total})</span>
                </h3>
                {section.total > section.items.length && (
                  <TextLink to={all} className="text-sm">
                    {t('dashboard.today.seeAll', { count: section.total })}
                  </TextLink>
                )}
              </div>
              {section.items.length === 0 ? (
                <p className="mt-2 text-slate-700 dark:text-slate-300">{t('dashboard.today.nothing')}</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
                  {section.items.map((entry) => (
                    <TodayEntry key={entry.id} item={entry} href={`${item}${entry.id}`} />
                  ))}
                </ul>
              )}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
