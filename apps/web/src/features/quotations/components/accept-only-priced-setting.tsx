import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { notifyOnScreen } from '../../../lib/notify';
import { useSaveWorkshopSettings, useWorkshopSettings } from '../api/workshop-settings';

/**
 * The owner's switch "Customers accept only after I price the quotation", saved as soon as it
 * changes; shown once the current setting is known.
 */
export function AcceptOnlyPricedSetting() {
  const { t } = useTranslation();
  const hintId = useId();
  const settings = useWorkshopSettings();
  const save = useSaveWorkshopSettings();
  // The value being saved shows from the click on, so the box never flicks back while the request starts.
  const [saving, setSaving] = useState<boolean>();
  if (!settings.data) return null;
  const toggle = (acceptOnlyPriced: boolean) => {
    setSaving(acceptOnlyPriced);
    save.mutate(
      { ...settings.data, acceptOnlyPriced },
      {
        onSuccess: () => notifyOnScreen('success', t('quotations.settings.saved')),
        onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('quotations.settings.saveFailed'))),
        onSettled: () => setSaving(undefined),
      },
    );
  };
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          className="size-4 accent-blue-700"
          checked={saving ?? settings.data.acceptOnlyPriced}
          disabled={saving !== undefined}
          aria-describedby={hintId}
          onChange={(event) => toggle(event.target.checked)}
        />
        {t('quotations.settings.acceptOnlyPriced')}
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('quotations.settings.acceptOnlyPricedHint')}
      </p>
    </div>
  );
}
