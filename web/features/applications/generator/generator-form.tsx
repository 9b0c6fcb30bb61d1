import Sparkles from 'lucide-react/icons/sparkles';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { OutputLanguage } from '#domain/applications';
import { OUTPUT_LANGUAGES } from '#domain/application-rules';
import type { TCvSummary } from '#domain/cv';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { SelectField } from '../../../components/select-field';
import { isFormComplete, selectableCvs, type GeneratorForm } from './generator-rules';

type Props = {
  form: GeneratorForm;
  onChange: (patch: Partial<GeneratorForm>) => void;
  onSubmit: () => void;
  cvs: readonly TCvSummary[];
  /** Locked (spec 001 §2 lock states): fields stay readable, nothing submits. */
  locked: boolean;
  /** Fields stay editable but Generate is off (the usage limit is reached). */
  blocked: boolean;
  /** Above the Generate button: the usage line, the limit notice. */
  footer?: ReactNode;
};

/** The generator form (spec 001 §3): jobTitle, companyName, jobDescription, CV, outputLanguage. */
export function GeneratorFormFields({ form, onChange, onSubmit, cvs, locked, blocked, footer }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const usable = selectableCvs(cvs);
  const complete = isFormComplete(form);
  const cvOptions = [
    { value: '', label: t('generator.form.cvPlaceholder') },
    ...usable.map((cv) => ({
      value: cv.id,
      label: cv.isDefault ? t('generator.form.cvDefault', { name: cv.name }) : cv.name,
    })),
  ];
  const languageOptions = OUTPUT_LANGUAGES.map((language) => ({
    value: language,
    label: t(`generator.form.languages.${language}`),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!locked && !blocked && complete) onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('generator.form.label')} className="grid gap-5">
      <fieldset disabled={locked} className="grid min-w-0 gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={`${id}-title`}
            label={t('generator.form.jobTitle')}
            value={form.jobTitle}
            required
            maxLength={200}
            autoComplete="off"
            placeholder={t('generator.form.jobTitlePlaceholder')}
            onChange={(event) => onChange({ jobTitle: event.target.value })}
          />
          <Field
            id={`${id}-company`}
            label={t('generator.form.companyName')}
            value={form.companyName}
            required
            maxLength={200}
            autoComplete="organization"
            placeholder={t('generator.form.companyNamePlaceholder')}
            onChange={(event) => onChange({ companyName: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>{t('generator.form.jobDescription')}</Label>
          <Textarea
            id={`${id}-description`}
            value={form.jobDescription}
            required
            maxLength={30_000}
            placeholder={t('generator.form.jobDescriptionPlaceholder')}
            aria-describedby={`${id}-description-hint`}
            className="min-h-[200px] resize-y"
            onChange={(event) => onChange({ jobDescription: event.target.value })}
          />
          <p id={`${id}-description-hint`} className="text-xs text-muted-foreground">
            {t('generator.form.jobDescriptionHint')}
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-2">
            <SelectField
              id={`${id}-cv`}
              label={t('generator.form.cv')}
              options={cvOptions}
              value={form.cvId}
              required
              aria-describedby={`${id}-cv-hint`}
              onChange={(event) => onChange({ cvId: event.target.value })}
            />
            <p id={`${id}-cv-hint`} className="text-xs text-muted-foreground">
              {usable.length === 0 ? t('generator.form.noCompletedCv') : t('generator.form.cvHint')}
            </p>
          </div>
          <SelectField
            id={`${id}-language`}
            label={t('generator.form.outputLanguage')}
            options={languageOptions}
            value={form.outputLanguage}
            onChange={(event) => onChange({ outputLanguage: event.target.value as OutputLanguage })}
          />
        </div>
      </fieldset>
      {footer}
      <div className="grid gap-2">
        <Button
          type="submit"
          size="lg"
          disabled={locked || blocked || !complete}
          aria-describedby={locked || (complete && !blocked) ? undefined : `${id}-incomplete`}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <Sparkles aria-hidden="true" />
          {t('generator.form.generate')}
        </Button>
        {/* Why Generate is off: at the limit filling in the form would not help, so say that. */}
        {locked || (complete && !blocked) ? null : (
          <p id={`${id}-incomplete`} className="text-xs text-muted-foreground">
            {blocked ? t('generator.form.limitReached') : t('generator.form.incomplete')}
          </p>
        )}
      </div>
    </form>
  );
}
