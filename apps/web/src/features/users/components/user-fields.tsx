import { roles } from '@karigar/domain/user';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';

export const userFormFields = ['name', 'email', 'phone', 'address', 'role', 'password'] as const;
export type UserFormField = (typeof userFormFields)[number];

interface UserFieldsProps {
  register: (field: UserFormField) => UseFormRegisterReturn;
  errorOf: (field: UserFormField) => string | undefined;
  /** The password field's label and the hint under it: they differ between a new and an existing account. */
  passwordLabel: string;
  passwordHint: string;
  /** Under the email (a new account may go without one: a walk-in customer). */
  emailHint?: string;
}

/** The account's fields, shared by the admin's new-user and edit-user forms. */
export function UserFields({ register, errorOf, passwordLabel, passwordHint, emailHint }: UserFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('profile.name')} autoComplete="off" error={errorOf('name')} {...register('name')} />
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="off"
        hint={emailHint}
        error={errorOf('email')}
        {...register('email')}
      />
      <TextField
        label={t('profile.phone')}
        type="tel"
        autoComplete="off"
        error={errorOf('phone')}
        {...register('phone')}
      />
      <TextAreaField label={t('profile.address')} rows={3} error={errorOf('address')} {...register('address')} />
      <SelectField label={t('profile.role')} error={errorOf('role')} {...register('role')}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`profile.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={passwordLabel}
        hint={passwordHint}
        type="password"
        autoComplete="new-password"
        error={errorOf('password')}
        {...register('password')}
      />
    </>
  );
}
