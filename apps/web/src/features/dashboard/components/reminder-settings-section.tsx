import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMINDERS_MAX,
  reminderSettingsSchema,
  type ReminderSettings,
} from '@karigar/domain/payment-reminders';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/api-errors';
import { errorCodeText } from '../../../lib/error-text';
import { notifyOnScreen } from '../../../lib/notify';
import { useReminderSettings, useSaveReminderSettings } from '../api/reminder-settings';

type Field = Exclude<keyof ReminderSettings, 'enabled'>;
const numberFields: { name: Field; label: 'firstAfterDays' | 'everyDays' | 'maxReminders'; max: number }[] = [
  { name: 'firstAfterDays', label: 'firstAfterDays', max: REMINDER_DAYS_MAX },
  { name: 'everyDays', label: 'everyDays', max: REMINDER_DAYS_MAX },
  { name: 'maxReminders', label: 'maxReminders', max: REMINDERS_MAX },
];

function SettingsForm({ saved }: { saved: ReminderSettings }) {
  const { t } = useTranslation();
  const save = useSaveReminderSettings();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [values, setValues] = useState<Record<Field, string>>({
    firstAfterDays: String(saved.firstAfterDays),
    everyDays: String(saved.everyDays),
    maxReminders: String(saved.maxReminders),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reminderSettingsSchema.safeParse({
      enabled,
      firstAfterDays: Number(values.firstAfterDays),
      everyDays: Number(values.everyDays),
      maxReminders: Number(values.maxReminders),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (issue.message === 'REMINDER_DAYS_INVALID' || issue.message === 'REMINDER_COUNT_INVALID')
          found[field] = errorCodeText(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notifyOnScreen('success', t('reminders.settings.saved')),
      onError: (error) => notifyOnScreen('error', apiErrorText(t, error, t('reminders.settings.saveFailed'))),
    });
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submit}>
      <CheckboxField label={t('reminders.settings.enabled')} checked={enabled} onChange={setEnabled} />
      <div className="grid gap-4 sm:grid-cols-3">
        {numberFields.map(({ name, label, max }) => (
          <TextField
            key={name}
            label={t(`reminders.settings.${label}`)}
            type="number"
            inputMode="numeric"
            min={name === 'maxReminders' ? 1 : REMINDER_DAYS_MIN}
            max={max}
            value={values[name]}
            error={errors[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t('reminders.settings.save')}
      </Button>
    </form>
  );
}

/** The owner's payment reminder settings: on or off, the first after N days, then every M days, at most K. */
export function ReminderSettingsSection() {
  const { t } = useTranslation();
  const settings = useReminderSettings();
  return (
    <Card aria-labelledby="reminder-settings-title" className="space-y-3">
      <h2 id="reminder-settings-title" className="text-xl font-semibold">
        {t('reminders.settings.title')}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('reminders.settings.intro')}</p>
      {settings.data && <SettingsForm saved={settings.data} />}
    </Card>
  );
}
