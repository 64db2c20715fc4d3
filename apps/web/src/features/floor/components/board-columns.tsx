import type { BoardAnswer, BoardItem, Stage } from '@karigar/domain/workshop-floor';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { stageName, useMoveStage } from '../../../lib/floor';
import { notifyOnScreen } from '../../../lib/notify';
import { BoardCard } from './board-card';

interface Column {
  id: string;
  title: string;
  stage: Stage | null;
  items: BoardItem[];
}

/** "Not started" (jobs that entered no stage yet, shown only when there are some), then a column per stage. */
function columnsOf(board: BoardAnswer, language: string, notStarted: string): Column[] {
  const waiting = board.items.filter((item) => item.stageId === null);
  const columns: Column[] = board.stages.map((stage) => ({
    id: stage.id,
    title: stageName(stage, language),
    stage,
    items: board.items.filter((item) => item.stageId === stage.id),
  }));
  return waiting.length > 0
    ? [{ id: 'not-started', title: notStarted, stage: null, items: waiting }, ...columns]
    : columns;
}

/**
 * The board's columns: side by side on a wide screen (scrolling sideways), one under another on a
 * phone. A card dropped on a stage's column moves the job there.
 */
export function BoardColumns({ board }: { board: BoardAnswer }) {
  const { t, i18n } = useTranslation();
  const move = useMoveStage();
  const [over, setOver] = useState<string | null>(null);
  const doneStageId = board.stages.find((stage) => stage.milestone === 'delivered')?.id;
  const drop = (stage: Stage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const item = board.items.find((candidate) => candidate._id === event.dataTransfer.getData('text/plain'));
    if (!item || item.stageId === stage.id) return;
    move.mutate(
      { orderId: item._id, stageId: stage.id },
      {
        onSuccess: () =>
          notifyOnScreen(
            'success',
            t('floor.card.moved', { ref: `#${item.orderNumber}`, stage: stageName(stage, i18n.language) }),
          ),
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('floor.card.moveFailed'))),
      },
    );
  };
  return (
    <div
      role="region"
      aria-label={t('floor.board.columns')}
      // The columns scroll sideways on a wide screen: the keyboard reaches them too.
      tabIndex={0}
      className="flex flex-col gap-4 pb-2 md:flex-row md:overflow-x-auto"
    >
      {columnsOf(board, i18n.language, t('floor.board.notStarted')).map((column) => (
        <section
          key={column.id}
          aria-labelledby={`column-${column.id}`}
          data-stage={column.id}
          onDragOver={(event) => {
            if (!column.stage) return;
            event.preventDefault();
            setOver(column.id);
          }}
          onDragLeave={() => setOver(null)}
          onDrop={column.stage ? drop(column.stage) : undefined}
          className={`space-y-3 rounded-2xl border p-3 md:w-72 md:shrink-0 ${
            over === column.id
              ? 'border-blue-600 bg-blue-50 dark:bg-slate-800'
              : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-950'
          }`}
        >
          <h2 id={`column-${column.id}`} className="flex items-baseline justify-between gap-2 font-semibold">
            <span>{column.title}</span>
            <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
              {t('floor.board.jobCount', { count: column.items.length })}
            </span>
          </h2>
          {column.items.length === 0 ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('floor.board.emptyColumn')}</p>
          ) : (
            <ul className="space-y-3">
              {column.items.map((item) => (
                <BoardCard
                  key={item._id}
                  item={item}
                  stages={board.stages}
                  today={board.today}
                  doneStageId={doneStageId}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
