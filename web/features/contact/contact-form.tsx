import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { CONTACT_LIMITS } from '#domain/contact-limits';
import { BusyButton } from '../../components/ui/busy-button';
import { Field } from '../../components/ui/field';
import { Label } from '../../components/ui/label';
import { api, importedSchema, isApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { cn } from '../../lib/utils';
import { checkContact, EMPTY_CONTACT, type ContactValues } from './contact-check';

const contactSchema = importedSchema(() => import('#domain/contact'));

/**
 * The contact form (spec 000 §2, §4): idle → sending (button busy) → reset on success, with a
 * toast for each outcome. Used on /help and /contact.
 */
export function ContactForm({ className, idPrefix = 'contact' }: { className?: string; idPrefix?: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<Partial<Record<keyof ContactValues, boolean>>>({});
  const requiredNoteId = useId();
  const id = (field: keyof ContactValues) => `${idPrefix}-${field}`;

  const bind = (field: keyof ContactValues) => ({
    id: id(field),
    name: field,
    value: values[field],
    'aria-invalid': invalid[field] || undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (invalid[field]) setInvalid((current) => ({ ...current, [field]: false }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // Busy from the click: the first check imports its schema, and a second click must not send twice.
    setSending(true);
    try {
      const check = await checkContact(values);
      if (!check.ok) {
        if (check.problem === 'missing') {
          setInvalid({
            name: !values.name.trim(),
            email: !values.email.trim(),
            message: !values.message.trim(),
          });
          toast.error(t('contact.toast.missingTitle'), {
            description: t('contact.toast.missingDescription'),
          });
        } else {
          setInvalid({ email: true });
          toast.error(t('contact.toast.invalidEmailTitle'), {
            description: t('contact.toast.invalidEmailDescription'),
          });
        }
        return;
      }
      await api('/api/contact', {
        method: 'POST',
        body: check.request,
        schema: contactSchema('ZContactResponse'),
      });
      setValues(EMPTY_CONTACT);
      setInvalid({});
      toast.success(t('contact.toast.sentTitle'), { description: t('contact.toast.sentDescription') });
    } catch (error) {
      // The form keeps what was typed, so nothing is lost on a failure.
      if (isApiError(error) && error.status === 429) {
        toast.error(t('contact.toast.rateLimitedTitle'), {
          description: t('contact.toast.rateLimitedDescription'),
        });
      } else {
        toast.error(t('contact.toast.errorTitle'), { description: t('contact.toast.errorDescription') });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t('contact.form.label')}
      aria-describedby={requiredNoteId}
      onSubmit={onSubmit}
      className={cn('ui:grid ui:gap-4', className)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('contact.form.name')}
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          {...bind('name')}
        />
        <Field
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          {...bind('email')}
        />
        <Field
          label={t('contact.form.phone')}
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          {...bind('phone')}
        />
        <Field label={t('contact.form.subject')} maxLength={CONTACT_LIMITS.subject} {...bind('subject')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('message')}>{t('contact.form.message')}</Label>
        <textarea
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('contact.form.messagePlaceholder')}
          className="flex min-h-32 w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
          {...bind('message')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id={requiredNoteId} className="text-xs text-muted-foreground">
          {t('contact.form.required')}
        </p>
        <BusyButton
          type="submit"
          busy={sending}
          busyLabel={t('contact.form.sending')}
          className="w-full sm:w-auto"
        >
          {t('contact.form.submit')}
        </BusyButton>
      </div>
    </form>
  );
}
