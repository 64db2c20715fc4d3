import type { BoardAnswer } from '@karigar/domain/workshop-floor';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-errors';
import { useLoadDemoJobs, useRemoveDemoJobs } from '../../../lib/floor';
import { notifyOnScreen } from '../../../lib/notify';

/**
 * The admin's demo jobs on a trial install: an empty board offers to load some, a board holding
 * them offers to remove them. Nothing on a production install (the server refuses there too).
 */
export function DemoJobsControl({ board }: { board: BoardAnswer }) {
  const { t } = useTranslation();
  const load = useLoadDemoJobs();
  const remove = useRemoveDemoJobs();
  const failed = (error: unknown) => notifyOnScreen('error', apiErrorText(t, error, t('floor.demo.failed')));
  if (board.items.some((item) => item.demo))
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(undefined, {
            onSuccess: () => notifyOnScreen('success', t('floor.demo.removed')),
            onError: failed,
          })
        }
      >
        {t('floor.demo.remove')}
      </Button>
    );
  if (!board.demoAllowed || board.items.length > 0) return null;
  return (
    <div className="space-y-3">
      <p>{t('floor.demo.offer')}</p>
      <Button
        disabled={load.isPending}
        onClick={() =>
          load.mutate(undefined, {
            onSuccess: () => notifyOnScreen('success', t('floor.demo.loaded')),
            onError: failed,
          })
        }
      >
        {t('floor.demo.load')}
      </Button>
    </div>
  );
}
