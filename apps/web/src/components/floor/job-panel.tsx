import type { Job, Stage } from '@karigar/domain/workshop-floor';
import { useTranslation } from 'react-i18next';
import { useJob, useStages } from '../../lib/floor';
import { formatDate } from '../../lib/format';
import { Alert } from '../ui/alert';
import { Card } from '../ui/card';
import { LoadingState } from '../ui/spinner';
import { AssignmentForm } from './assignment-form';
import { FloorHistory } from './floor-history';
import { JobNotes } from './job-notes';
import { StagePicker } from './stage-picker';

function Facts({ job, canAssign }: { job: Job; canAssign: boolean }) {
  const { t, i18n } = useTranslation();
  if (canAssign) return <AssignmentForm key={`${job.technician?._id}-${job.promisedDate}`} job={job} />;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div>
        <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('floor.job.technician')}</dt>
        <dd>{job.technician?.name ?? t('floor.card.unassigned')}</dd>
      </div>
      <div>
        <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('floor.job.promised')}</dt>
        <dd>{job.promisedDate ? formatDate(job.promisedDate, i18n.language) : t('floor.job.notPromised')}</dd>
      </div>
    </dl>
  );
}

/** The job's stage, technician, promise, notes and floor history, with its controls. */
export function JobFloorDetails({
  job,
  stages,
  canAssign,
}: {
  job: Job;
  stages: readonly Stage[];
  canAssign: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <StagePicker job={job} stages={stages} label={t('floor.job.stage')} />
      <Facts job={job} canAssign={canAssign} />
      <div>
        <h3 className="mb-2 text-lg font-semibold">{t('floor.job.notes')}</h3>
        <JobNotes orderId={job._id} notes={job.notes} />
      </div>
      <div>
        <h3 className="mb-2 text-lg font-semibold">{t('floor.job.history')}</h3>
        <FloorHistory events={job.history} />
      </div>
    </div>
  );
}

/**
 * The order page's part for the workshop (admin): where the job is on the floor, who works on it
 * and the day it is promised for, with the controls to change them.
 */
export function JobPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const job = useJob(orderId);
  const stages = useStages();
  return (
    <Card>
      <h2 className="mb-4 text-xl font-semibold">{t('floor.job.panelTitle')}</h2>
      {job.data && stages.data ? (
        <JobFloorDetails job={job.data} stages={stages.data.stages} canAssign />
      ) : job.isError || stages.isError ? (
        <Alert tone="error">{t('floor.job.loadFailed')}</Alert>
      ) : (
        <LoadingState label={t('floor.job.loading')} />
      )}
    </Card>
  );
}
