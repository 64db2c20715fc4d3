import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

interface FiltersDisclosureProps {
  /** How many filters differ from "show everything" (shown on the button). */
  active: number;
  children: ReactNode;
}

/**
 * A list's filters and sorting. On phones they fold behind one "Filters (n)" button; from the `md`
 * breakpoint up they are laid out as items of the surrounding grid, as if the disclosure were not there.
 */
export function FiltersDisclosure({ active, children }: FiltersDisclosureProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
        className="col-span-full justify-self-start md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {active > 0 ? t('common.filtersActive', { count: active }) : t('common.filters')}
      </Button>
      <div id={id} className={`${open ? 'grid' : 'hidden'} col-span-full gap-4 sm:grid-cols-2 md:contents`}>
        {children}
      </div>
    </>
  );
}
