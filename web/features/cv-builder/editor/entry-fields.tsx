import { useTranslation } from '../../../lib/use-translation';
import { setCurrent } from './cv-edit';
import type { EntryFieldsProps } from './entry-list';
import { AreaField, DateField, TextField } from './fields';

// The fields of one entry of each list section (spec 001 §8 marks position, company, start and end
// date, degree, institution and graduation date as required).

export function ExperienceFields({ entry, onChange, idPrefix, autoFocus }: EntryFieldsProps<'experience'>) {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof entry>) => onChange({ ...entry, ...patch });
  const currentId = `${idPrefix}-current`;
  return (
    <>
      <TextField
        id={`${idPrefix}-position`}
        label={t('cvEditor.experience.position')}
        required
        autoFocus={autoFocus}
        value={entry.position}
        onChange={(position) => set({ position })}
      />
      <TextField
        id={`${idPrefix}-company`}
        label={t('cvEditor.experience.company')}
        required
        value={entry.company}
        onChange={(company) => set({ company })}
      />
      <TextField
        id={`${idPrefix}-location`}
        label={t('cvEditor.form.location')}
        value={entry.location}
        onChange={(location) => set({ location })}
        className="sm:col-span-2"
      />
      <DateField
        id={`${idPrefix}-start`}
        label={t('cvEditor.form.startDate')}
        required
        value={entry.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      <div className="grid content-start gap-2">
        <DateField
          id={`${idPrefix}-end`}
          label={t('cvEditor.form.endDate')}
          required={!entry.current}
          disabled={entry.current}
          value={entry.current ? '' : entry.endDate}
          onChange={(endDate) => set({ endDate })}
        />
        <label htmlFor={currentId} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            id={currentId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={entry.current}
            onChange={(event) => onChange(setCurrent(entry, event.target.checked))}
          />
          {t('cvEditor.experience.current')}
        </label>
      </div>
      <AreaField
        id={`${idPrefix}-description`}
        label={t('cvEditor.form.description')}
        hint={t('cvEditor.form.bulletHint')}
        value={entry.description}
        onChange={(description) => set({ description })}
        className="sm:col-span-2"
      />
    </>
  );
}

export function EducationFields({ entry, onChange, idPrefix, autoFocus }: EntryFieldsProps<'education'>) {
  const { t } = useTranslation();
  const set = (patch: Partial<typeof entry>) => onChange({ ...entry, ...patch });
  return (
    <>
      <TextField
        id={`${idPrefix}-degree`}
        label={t('cvEditor.education.degree')}
        required
        autoFocus={autoFocus}
        value={entry.degree}
        onChange={(degree) => set({ degree })}
      />
      <TextField
        id={`${idPrefix}-institution`}
        label={t('cvEditor.education.institution')}
        required
        value={entry.institution}
        onChange={(institution) => set({ institution })}
      />
      <TextField
        id={`${idPrefix}-location`}
        label={t('cvEditor.form.location')}
        value={entry.location}
        onChange={(location) => set({ location })}
        className="sm:col-span-2"
      />
      <DateField
        id={`${idPrefix}-start`}
        label={t('cvEditor.form.startDate')}
        value={entry.startDate}
        onChange={(startDate) => set({ startDate })}
      />
      <DateField
        id={`${idPrefix}-graduation`}
        label={t('cvEditor.education.graduationDate')}
        required
        value={entry.graduationDate}
        onChange={(graduationDate) => set({ graduationDate })}
      />
      <AreaField
        id={`${idPrefix}-description`}
        label={t('cvEditor.form.description')}
        hint={t('cvEditor.form.bulletHint')}
        rows={3}
        value={entry.description}
        onChange={(description) => set({ description })}
        className="sm:col-span-2"
      />
    </>
  );
}

export function LanguageFields({ entry, onChange, idPrefix, autoFocus }: EntryFieldsProps<'languages'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-language`}
        label={t('cvEditor.languages.language')}
        autoFocus={autoFocus}
        value={entry.language}
        onChange={(language) => onChange({ ...entry, language })}
      />
      <TextField
        id={`${idPrefix}-level`}
        label={t('cvEditor.languages.level')}
        placeholder={t('cvEditor.languages.levelPlaceholder')}
        value={entry.level}
        onChange={(level) => onChange({ ...entry, level })}
      />
    </>
  );
}

export function CertificateFields({
  entry,
  onChange,
  idPrefix,
  autoFocus,
}: EntryFieldsProps<'certificates'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('cvEditor.certificates.name')}
        autoFocus={autoFocus}
        value={entry.name}
        onChange={(name) => onChange({ ...entry, name })}
        className="sm:col-span-2"
      />
      <TextField
        id={`${idPrefix}-issuer`}
        label={t('cvEditor.certificates.issuer')}
        value={entry.issuer}
        onChange={(issuer) => onChange({ ...entry, issuer })}
      />
      <DateField
        id={`${idPrefix}-date`}
        label={t('cvEditor.certificates.date')}
        value={entry.date}
        onChange={(date) => onChange({ ...entry, date })}
      />
    </>
  );
}

export function ProjectFields({ entry, onChange, idPrefix, autoFocus }: EntryFieldsProps<'projects'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('cvEditor.projects.name')}
        autoFocus={autoFocus}
        value={entry.name}
        onChange={(name) => onChange({ ...entry, name })}
      />
      <TextField
        id={`${idPrefix}-url`}
        type="url"
        label={t('cvEditor.form.url')}
        placeholder="https://"
        value={entry.url}
        onChange={(url) => onChange({ ...entry, url })}
      />
      <AreaField
        id={`${idPrefix}-description`}
        label={t('cvEditor.form.description')}
        hint={t('cvEditor.form.bulletHint')}
        rows={3}
        value={entry.description}
        onChange={(description) => onChange({ ...entry, description })}
        className="sm:col-span-2"
      />
    </>
  );
}

export function LinkFields({ entry, onChange, idPrefix, autoFocus }: EntryFieldsProps<'links'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-label`}
        label={t('cvEditor.links.label')}
        placeholder={t('cvEditor.links.labelPlaceholder')}
        autoFocus={autoFocus}
        value={entry.label}
        onChange={(label) => onChange({ ...entry, label })}
      />
      <TextField
        id={`${idPrefix}-url`}
        type="url"
        label={t('cvEditor.form.url')}
        placeholder="https://"
        value={entry.url}
        onChange={(url) => onChange({ ...entry, url })}
      />
    </>
  );
}
