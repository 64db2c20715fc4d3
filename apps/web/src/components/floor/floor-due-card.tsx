import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoard } from '../../lib/floor';
import { buttonClasses } from '../ui/button';
import { Card } from '../ui/card';

/** The owner's dashboard: how many jobs are due today and how many are late, each opening the board filtered. */
export function FloorDueCard() {
  const { t } = useTranslation();
  const today = useBoard({ due: 'today' }).data?.items.length;
  const overdue = useBoard({ due: 'overdue' }).data?.items.length;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold">{t('floor.due.title')}</h2>
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/board?due=today" className={buttonClasses('secondary', 'sm')}>
          {t('floor.due.today', { count: today ?? 0 })}
        </Link>
        <Link
          to="/admin/board?due=overdue"
          className={buttonClasses((overdue ?? 0) > 0 ? 'danger' : 'secondary', 'sm')}
        >
          {t('floor.due.overdue', { count: overdue ?? 0 })}
        </Link>
      </div>
    </Card>
  );
}
