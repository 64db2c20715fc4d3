import { contactBody, type ContactBody } from '@karigar/domain/contact';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { fieldErrorText } from '../../../lib/error-text';
import { apiErrorText, showFieldErrors } from '../../../lib/api-errors';
import { useCreateContact } from '../api/create-contact';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/notify';

const fields = ['name', 'email', 'phone', 'message'] as const;

/** The contact form: name, an email or a phone (or both) and a message; a signed-in user's details come filled in. */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const createContact = useCreateContact();
  const { data: user } = useCurrentUser();
  const { register, handleSubmit, setError, formState } = useForm<ContactBody>({
    resolver: zodResolver(contactBody),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', message: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createContact.mutateAsync(values);
      notify('success', t('server.contactSent'));
      onSent();
    } catch (error) {
      showFieldErrors(error, fields, setError);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-slate-700 dark:text-slate-300">{t('contact.intro')}</p>
      {createContact.isError && <Alert tone="error">{apiErrorText(t, createContact.error, t('contact.failed'))}</Alert>}
      <TextField
        label={t('contact.name')}
        autoComplete="name"
        error={fieldErrorText(t, errors.name?.message)}
        {...register('name')}
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('contact.emailOrPhone')}</p>
      <TextField
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        error={fieldErrorText(t, errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('contact.phone')}
        type="tel"
        autoComplete="tel"
        error={fieldErrorText(t, errors.phone?.message)}
        {...register('phone')}
      />
      <TextAreaField
        label={t('contact.message')}
        rows={4}
        error={fieldErrorText(t, errors.message?.message)}
        {...register('message')}
      />
      <Button type="submit" disabled={formState.isSubmitting} className="w-full">
        {formState.isSubmitting ? t('common.sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
