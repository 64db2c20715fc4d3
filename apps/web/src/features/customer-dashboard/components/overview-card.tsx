import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';

interface OverviewCardProps<T> {
  title: string;
  /** Where the whole list is, and that link's text. */
  allHref: string;
  allLabel: string;
  empty: string;
  query: UseQueryResult<unknown>;
  items: T[] | undefined;
  renderItem: (item: T) => ReactNode;
}

/** One of the dashboard's short lists: a title with a link to the whole list, then its rows, a wait, a failure or its empty text. */
export function OverviewCard<T extends { _id: string }>({
  title,
  allHref,
  allLabel,
  empty,
  query,
  items,
  renderItem,
}: OverviewCardProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  let body: ReactNode;
  if (query.isPending) body = <p className="text-slate-700 dark:text-slate-300">{t('common.loading')}</p>;
  else if (query.isError) body = <p className="text-red-700 dark:text-red-300">{t('customerDashboard.loadFailed')}</p>;
  else if (!items?.length) body = <p className="text-slate-700 dark:text-slate-300">{empty}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((item) => (
          <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  return (
    <Card aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <TextLink to={allHref} className="text-sm">
          {allLabel}
        </TextLink>
      </div>
      {body}
    </Card>
  );
}
