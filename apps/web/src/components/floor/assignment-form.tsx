import type { Job } from '@karigar/domain/workshop-floor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-errors';
import { useAssignJob, useBoard } from '../../lib/floor';
import { notifyOnScreen } from '../../lib/notify';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { SelectField } from '../ui/select-field';

/** The admin sets who works on the job and the day it is promised for (a changed day is mailed to the customer). */
export function AssignmentForm({ job }: { job: Job }) {
  const { t } = useTranslation();
  const technicians = useBoard({}).data?.technicians ?? [];
  const assign = useAssignJob();
  const [technicianId, setTechnicianId] = useState(job.technician?._id ?? '');
  const [promisedDate, setPromisedDate] = useState(job.promisedDate ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { orderId: job._id, technicianId: technicianId || null, promisedDate: promisedDate || null },
      {
        onSuccess: () => notifyOnScreen('success', t('floor.job.assignmentSaved')),
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('floor.job.assignFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('floor.job.technician')}
        value={technicianId}
        onChange={(event) => setTechnicianId(event.target.value)}
        options={[
          { value: '', label: t('floor.card.unassigned') },
          ...technicians.map((person) => ({ value: person._id, label: person.name })),
        ]}
      />
      <TextField
        label={t('floor.job.promised')}
        type="date"
        value={promisedDate}
        onChange={(event) => setPromisedDate(event.target.value)}
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={assign.isPending}>
          {t('floor.job.saveAssignment')}
        </Button>
      </div>
    </form>
  );
}
