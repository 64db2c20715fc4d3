import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/field';
import { clampPercentText, type EditValues } from './edit-values';

type AdvanceValues = Pick<EditValues, 'advancePercent' | 'advanceAmount'>;

/**
 * The advance the workshop asks on acceptance: a percentage of the total or an amount, one at a
 * time (typing in one empties the other). The server computes the amount, in whole rupees.
 */
export function AdvanceFields({
  values,
  onChange,
}: {
  values: AdvanceValues;
  onChange: (next: AdvanceValues) => void;
}) {
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
          value={values.advancePercent}
          onChange={(event) => onChange({ advancePercent: clampPercentText(event.target.value), advanceAmount: '' })}
        />
        <TextField
          label={t('advances.amount')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.advanceAmount}
          onChange={(event) => onChange({ advancePercent: '', advanceAmount: event.target.value })}
        />
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('advances.hint')}</p>
    </fieldset>
  );
}
