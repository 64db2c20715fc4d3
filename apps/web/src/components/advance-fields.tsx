import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './ui/field';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * The advance a quotation or an order asks before work starts: a percentage of the total or an
 * amount, with the hint that it is one or the other. The caller binds each input and keeps only one
 * filled in; the server computes the amount, in whole rupees.
 */
export function AdvanceFields({ percentage, amount }: { percentage: InputProps; amount: InputProps }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('advances.percentage')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          {...percentage}
        />
        <TextField label={t('advances.amount')} type="number" inputMode="decimal" min={0} step="0.01" {...amount} />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('advances.hint')}</p>
    </fieldset>
  );
}
