import { memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { BuilderSection, CvTemplateDefinition, TBuilderCv, TCvCustomization } from '#domain/cv-builder';
import { ChipInput } from '../../../components/chip-input';
import { SectionCard } from '../../../components/section-card';
import type { EntryOf, EntrySection } from './cv-edit';
import {
  CertificateFields,
  EducationFields,
  ExperienceFields,
  LanguageFields,
  LinkFields,
  ProjectFields,
} from './entry-fields';
import { EntryList } from './entry-list';
import { AreaField, TextField } from './fields';
import { PhotoField } from './photo-field';
import { SectionControls } from './section-controls';
import { useMoveFocus } from './use-move-focus';

export type CvFormProps = {
  value: TBuilderCv;
  onChange: (cv: TBuilderCv) => void;
  /** Section order and hidden sections are edited from the form too. */
  customization: TCvCustomization;
  onCustomizationChange: (customization: TCvCustomization) => void;
  template: CvTemplateDefinition;
};

/** The contract's longest skill: a longer chip would make the CV invalid on save. */
const MAX_SKILL = 100;

/**
 * The builder's form: personal details, then every section in the CV's order, each movable and
 * hideable. Required fields are marked as spec 001 §8 says, not enforced: a draft may be unfinished.
 */
export const CvForm = memo(function CvForm({
  value,
  onChange,
  customization,
  onCustomizationChange,
  template,
}: CvFormProps) {
  const { t } = useTranslation();
  const focusAfterMove = useMoveFocus();

  // The CV as last sent up, for updates that run later than the render they came from (an undo
  // in a toast) or several in one event.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const update = useCallback(
    (change: (cv: TBuilderCv) => TBuilderCv) => {
      const next = change(latest.current);
      latest.current = next;
      onChange(next);
    },
    [onChange],
  );
  const set = (patch: Partial<TBuilderCv>) => update((cv) => ({ ...cv, ...patch }));
  // One updater per section for the form's lifetime, so the memoised entry lists skip keystrokes
  // elsewhere.
  const updateEntries = useMemo(() => {
    const updaters = new Map<EntrySection, unknown>();
    return <S extends EntrySection>(section: S) => {
      type Update = (change: (entries: readonly EntryOf<S>[]) => readonly EntryOf<S>[]) => void;
      let updater = updaters.get(section) as Update | undefined;
      if (!updater) {
        updater = (change) =>
          update((cv) => ({ ...cv, [section]: change(cv[section] as readonly EntryOf<S>[]) }));
        updaters.set(section, updater);
      }
      return updater;
    };
  }, [update]);

  const sectionBody = (section: BuilderSection): ReactNode => {
    switch (section) {
      case 'summary':
        return (
          <AreaField
            id="cv-summary"
            label={t('cvEditor.summary.label')}
            hint={t('cvEditor.summary.hint')}
            value={value.summary}
            onChange={(summary) => set({ summary })}
          />
        );
      case 'skills':
        return (
          <ChipInput
            id="cv-skills"
            label={t('cvEditor.skills.label')}
            placeholder={t('cvEditor.skills.placeholder')}
            value={value.skills}
            onChange={(skills) => set({ skills: skills.map((skill) => skill.slice(0, MAX_SKILL)) })}
          />
        );
      case 'experience':
        return (
          <EntryList
            section="experience"
            entries={value.experience}
            onUpdate={updateEntries('experience')}
            Fields={ExperienceFields}
          />
        );
      case 'education':
        return (
          <EntryList
            section="education"
            entries={value.education}
            onUpdate={updateEntries('education')}
            Fields={EducationFields}
          />
        );
      case 'languages':
        return (
          <EntryList
            section="languages"
            entries={value.languages}
            onUpdate={updateEntries('languages')}
            Fields={LanguageFields}
          />
        );
      case 'certificates':
        return (
          <EntryList
            section="certificates"
            entries={value.certificates}
            onUpdate={updateEntries('certificates')}
            Fields={CertificateFields}
          />
        );
      case 'projects':
        return (
          <EntryList
            section="projects"
            entries={value.projects}
            onUpdate={updateEntries('projects')}
            Fields={ProjectFields}
          />
        );
      case 'links':
        return (
          <EntryList
            section="links"
            entries={value.links}
            onUpdate={updateEntries('links')}
            Fields={LinkFields}
          />
        );
    }
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <span aria-hidden="true" className="text-destructive">
          *
        </span>{' '}
        {t('cvEditor.form.requiredLegend')}
      </p>
      <SectionCard title={t('cvEditor.personal.title')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="cv-full-name"
            label={t('cvEditor.personal.fullName')}
            required
            autoComplete="name"
            value={value.fullName}
            onChange={(fullName) => set({ fullName })}
          />
          <TextField
            id="cv-job-title"
            label={t('cvEditor.personal.jobTitle')}
            required
            autoComplete="organization-title"
            value={value.jobTitle}
            onChange={(jobTitle) => set({ jobTitle })}
          />
          <TextField
            id="cv-email"
            type="email"
            label={t('cvEditor.personal.email')}
            required
            autoComplete="email"
            value={value.email}
            onChange={(email) => set({ email })}
          />
          <TextField
            id="cv-phone"
            type="tel"
            label={t('cvEditor.personal.phone')}
            required
            autoComplete="tel"
            value={value.phone}
            onChange={(phone) => set({ phone })}
          />
          <TextField
            id="cv-location"
            label={t('cvEditor.form.location')}
            placeholder={t('cvEditor.personal.locationPlaceholder')}
            value={value.location}
            onChange={(location) => set({ location })}
            className="sm:col-span-2"
          />
          {template.hasPhoto ? (
            <>
              <PhotoField value={value.photo} onChange={(photo) => set({ photo })} />
              {value.photo && !customization.showPhoto ? (
                <p className="text-xs text-muted-foreground sm:col-span-2">
                  {t('cvEditor.photo.hiddenNote')}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </SectionCard>
      {customization.sectionOrder.map((section) => {
        const hidden = customization.hiddenSections.includes(section);
        return (
          <SectionCard
            key={section}
            title={t(`cvEditor.sections.${section}`)}
            action={
              <SectionControls
                section={section}
                customization={customization}
                onChange={onCustomizationChange}
                idPrefix="form"
                focusAfterMove={focusAfterMove}
              />
            }
          >
            {hidden ? (
              <p className="text-sm text-muted-foreground">{t('cvEditor.section.hiddenNote')}</p>
            ) : (
              sectionBody(section)
            )}
          </SectionCard>
        );
      })}
    </div>
  );
});
