import type { Stage } from '@karigar/domain/workshop-floor';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-errors';
import { stageName, useMoveStage } from '../../lib/floor';
import { notifyOnScreen } from '../../lib/notify';
import { controlClasses } from '../ui/field';

interface StagePickerProps {
  job: { _id: string; orderNumber: string; stageId: string | null };
  stages: readonly Stage[];
  /** The visible label; the board's cards keep it short ("Move to…") and name the job for screen readers. */
  label: string;
  srLabel?: string;
}

/**
 * Moves a job to another stage with a drop-down: the way to move one on a phone and by keyboard
 * (the board adds drag and drop on a desktop). Says where it went, or why it could not.
 */
export function StagePicker({ job, stages, label, srLabel }: StagePickerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const move = useMoveStage();
  const choose = (stageId: string) => {
    const stage = stages.find((candidate) => candidate.id === stageId);
    if (!stage) return;
    move.mutate(
      { orderId: job._id, stageId },
      {
        onSuccess: () =>
          notifyOnScreen(
            'success',
            t('floor.card.moved', { ref: `#${job.orderNumber}`, stage: stageName(stage, i18n.language) }),
          ),
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('floor.card.moveFailed'))),
      },
    );
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        <span aria-hidden={srLabel ? true : undefined}>{label}</span>
        {srLabel && <span className="sr-only">{srLabel}</span>}
      </label>
      <select
        id={id}
        className={controlClasses}
        value={job.stageId ?? ''}
        disabled={move.isPending}
        onChange={(event) => choose(event.target.value)}
      >
        {job.stageId === null && <option value="">{t('floor.board.notStarted')}</option>}
        {stages.map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stageName(stage, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}
