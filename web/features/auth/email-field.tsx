import { useTranslation } from '../../lib/use-translation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/field';

/** The account's email address, as every auth form asks for it. */
export function EmailField({ id, ...registration }: { id: string } & UseFormRegisterReturn) {
  const { t } = useTranslation();
  return (
    <Field
      id={id}
      label={t('auth.fields.email')}
      type="email"
      autoComplete="email"
      required
      placeholder={t('auth.fields.emailPlaceholder')}
      {...registration}
    />
  );
}
