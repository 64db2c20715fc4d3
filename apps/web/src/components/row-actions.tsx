import type { ReactNode } from 'react';

interface RowActionsProps {
  children?: ReactNode;
  /** The destructive action (e.g. Delete), set apart at the far end behind a divider. */
  danger?: ReactNode;
}

/** A row's actions: the everyday ones together, the destructive one apart so it is not hit by mistake. */
export function RowActions({ children, danger }: RowActionsProps) {
  return (
    <div className="flex w-full flex-wrap items-center gap-2 md:flex-nowrap">
      {children}
      {danger && (
        <div className="ms-auto border-s border-slate-300 ps-4 dark:border-slate-600" data-row-danger="">
          {danger}
        </div>
      )}
    </div>
  );
}
