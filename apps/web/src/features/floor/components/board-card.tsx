import { promiseState, type BoardItem, type Stage } from '@karigar/domain/workshop-floor';
import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StagePicker } from '../../../components/floor/stage-picker';
import { StatusBadge } from '../../../components/ui/status-badge';
import { serviceName } from '../../../lib/service-text';
import { formatDate } from '../../../lib/format';

interface BoardCardProps {
  item: BoardItem;
  stages: readonly Stage[];
  today: string;
  /** The board's last stage: a job there is delivered, so never late. */
  doneStageId: string | undefined;
}

/** One job on the board: its reference, customer, vehicle, technician, promise and photos; it drags. */
export function BoardCard({ item, stages, today, doneStageId }: BoardCardProps) {
  const { t, i18n } = useTranslation();
  const ref = `#${item.orderNumber}`;
  const due = item.stageId === doneStageId ? null : promiseState(item.promisedDate, today);
  return (
    <li
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/plain', item._id)}
      data-job={item._id}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <Link
          to={`/admin/jobs/${item._id}`}
          className="font-mono font-semibold text-blue-800 underline dark:text-blue-300"
        >
          {ref}
        </Link>
        {item.demo && <StatusBadge tone="grey" label={t('floor.card.demo')} />}
      </div>
      <p className="font-medium">{item.customerName}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {serviceName({ name: item.serviceName, nameMr: item.serviceNameMr }, i18n.language)}
      </p>
      {item.vehicleLabel && <p className="text-sm">{item.vehicleLabel}</p>}
      <p className="text-sm">{item.technician?.name ?? t('floor.card.unassigned')}</p>
      {item.promisedDate && (
        <p className={`text-sm ${due === 'overdue' ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>
          {t('floor.card.promised', { date: formatDate(item.promisedDate, i18n.language) })}
          {due === 'overdue' && ` · ${t('floor.card.overdue')}`}
          {due === 'today' && ` · ${t('floor.card.dueToday')}`}
        </p>
      )}
      {item.photoCount > 0 && (
        <p className="flex items-center gap-1 text-sm">
          <Camera aria-hidden="true" className="size-4" />
          {t('floor.card.photos', { count: item.photoCount })}
        </p>
      )}
      <StagePicker
        job={item}
        stages={stages}
        label={t('floor.card.moveTo')}
        srLabel={t('floor.card.moveLabel', { ref })}
      />
    </li>
  );
}
