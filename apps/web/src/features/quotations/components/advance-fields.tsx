import { AdvanceFields as Fields } from '../../../components/advance-fields';
import { clampPercentText, type EditValues } from './edit-values';

type AdvanceValues = Pick<EditValues, 'advancePercent' | 'advanceAmount'>;

/** The quotation editor's advance, one way at a time: typing in one field empties the other. */
export function AdvanceFields({
  values,
  onChange,
}: {
  values: AdvanceValues;
  onChange: (next: AdvanceValues) => void;
}) {
  return (
    <Fields
      percentage={{
        value: values.advancePercent,
        onChange: (event) => onChange({ advancePercent: clampPercentText(event.target.value), advanceAmount: '' }),
      }}
      amount={{
        value: values.advanceAmount,
        onChange: (event) => onChange({ advancePercent: '', advanceAmount: event.target.value }),
      }}
    />
  );
}
