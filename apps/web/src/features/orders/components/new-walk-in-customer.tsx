import { createUserBody } from '@karigar/domain/user';
import type { PublicUser } from '@karigar/domain/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { apiErrorText } from '../../../lib/api-errors';
import { fieldErrorText } from '../../../lib/error-text';
import { useCreateWalkIn } from '../api/create-walk-in';

const fields = ['name', 'phone', 'email'] as const;
type Field = (typeof fields)[number];

/**
 * A customer who walked in, added from the manual order: a name and a phone number (an email is
 * optional; without one they cannot sign in until the owner adds it). Its fields sit inside the
 * order's form, so the button adds the customer, not the order.
 */
export function NewWalkInCustomer({ onAdded }: { onAdded: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const create = useCreateWalkIn();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', phone: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const add = () => {
    const body = { ...values, role: 'user' as const };
    const checked = createUserBody.safeParse(body);
    const problems: Partial<Record<Field, string>> = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = fields.find((name) => name === issue.path[0]);
      if (field) problems[field] ??= issue.message;
    }
    if (!values.phone.trim() && !values.email.trim()) problems.phone ??= 'EMAIL_OR_PHONE_REQUIRED';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    create.mutate(body, {
      onSuccess: ({ user }) => {
        onAdded(user);
        setValues({ name: '', phone: '', email: '' });
        setOpen(false);
      },
    });
  };

  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('orders.manual.newWalkIn')}
      </Button>
    );
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 font-semibold">{t('orders.manual.newWalkIn')}</legend>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('orders.manual.walkInIntro')}</p>
      {create.isError && <Alert tone="error">{apiErrorText(t, create.error, t('errors.createUserFailed'))}</Alert>}
      {fields.map((field) => (
        <TextField
          key={field}
          label={t(`orders.manual.walkIn.${field}`)}
          type={field === 'phone' ? 'tel' : field === 'email' ? 'email' : 'text'}
          autoComplete="off"
          value={values[field]}
          error={fieldErrorText(t, errors[field])}
          onChange={(event) => setValues((now) => ({ ...now, [field]: event.target.value }))}
        />
      ))}
      <div className="flex flex-wrap gap-3">
        <Button onClick={add} disabled={create.isPending}>
          {t('orders.manual.addWalkIn')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </fieldset>
  );
}
