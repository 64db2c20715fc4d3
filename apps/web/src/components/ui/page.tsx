import type { ComponentProps } from 'react';

/** The one column every page shares with the header and footer: same width, same side padding. */
export const pageColumn = 'mx-auto w-full max-w-6xl px-4';

interface PageProps extends ComponentProps<'div'> {
  /** A form's page: its content keeps a readable width, aligned to the column's start. */
  narrow?: boolean;
}

/** A page's body in the shared column, with the usual top and bottom room and gaps between sections. */
export function Page({ narrow = false, className = '', children, ...props }: PageProps) {
  if (!narrow)
    return (
      <div data-page-column="" className={`${pageColumn} space-y-6 py-10 ${className}`} {...props}>
        {children}
      </div>
    );
  return (
    <div data-page-column="" className={pageColumn} {...props}>
      <div className={`max-w-3xl space-y-6 py-10 ${className}`}>{children}</div>
    </div>
  );
}
