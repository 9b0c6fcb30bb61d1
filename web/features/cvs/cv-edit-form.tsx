import { zodResolver } from '@hookform/resolvers/zod';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useId, type ReactNode } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { ZCvData, type TCvData, type TCvEducation, type TCvExperience } from '#domain/cv';
import { BusyButton } from '../../components/ui/busy-button';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-message';
import { CvFormField } from './cv-form-field';
import { SectionCard } from '../../components/section-card';
import { TagListField } from './tag-list-field';
import { useUpdateCvMutation } from './use-cv-queries';

const NEW_EXPERIENCE: TCvExperience = {
  position: '',
  company: '',
  location: '',
  startDate: null,
  endDate: null,
  current: false,
  description: '',
};
const NEW_EDUCATION: TCvEducation = { degree: '', institution: '', startDate: null, endDate: null };

function EntryBox({
  title,
  onRemove,
  removeLabel,
  children,
}: {
  title: string;
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <div className="flex items-center justify-between gap-2 sm:col-span-2">
        <h3 id={titleId} className="text-sm font-medium">
          {title}
        </h3>
        <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={removeLabel}>
          <Trash2 aria-hidden="true" />
          {t('cvs.edit.remove')}
        </Button>
      </div>
      {children}
    </div>
  );
}

/** The two lists of entries the user can add to and remove from, with their labels. */
const ENTRY_LISTS = {
  experience: {
    blank: NEW_EXPERIENCE,
    title: 'cvs.detail.experience',
    add: 'cvs.edit.addExperience',
    entry: 'cvs.edit.experienceEntry',
    remove: 'cvs.edit.removeExperience',
  },
  education: {
    blank: NEW_EDUCATION,
    title: 'cvs.detail.education',
    add: 'cvs.edit.addEducation',
    entry: 'cvs.edit.educationEntry',
    remove: 'cvs.edit.removeEducation',
  },
} as const;

function EntryListSection({
  name,
  renderFields,
}: {
  name: keyof typeof ENTRY_LISTS;
  renderFields: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<TCvData>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const list = ENTRY_LISTS[name];
  return (
    <SectionCard
      title={t(list.title)}
      action={
        <Button type="button" size="sm" variant="outline" onClick={() => append({ ...list.blank })}>
          <Plus aria-hidden="true" />
          {t(list.add)}
        </Button>
      }
    >
      {fields.map((field, i) => (
        <EntryBox
          key={field.id}
          title={t(list.entry, { n: i + 1 })}
          removeLabel={t(list.remove, { n: i + 1 })}
          onRemove={() => remove(i)}
        >
          {renderFields(i)}
        </EntryBox>
      ))}
    </SectionCard>
  );
}

function ExperienceFields({ index: i }: { index: number }) {
  const { t } = useTranslation();
  const { register } = useFormContext<TCvData>();
  return (
    <>
      <CvFormField name={`experience.${i}.position`} label={t('cvs.fields.position')} />
      <CvFormField name={`experience.${i}.company`} label={t('cvs.fields.company')} />
      <CvFormField name={`experience.${i}.location`} label={t('cvs.fields.location')} />
      <div className="flex flex-col gap-2 self-end text-sm font-medium sm:pb-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4 accent-primary" {...register(`experience.${i}.current`)} />
          {t('cvs.fields.current')}
        </label>
        {/* A volunteer post is experience, but the letter never presents it as a job. */}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            {...register(`experience.${i}.volunteer`)}
          />
          {t('cvs.fields.volunteer')}
        </label>
      </div>
      <CvFormField name={`experience.${i}.startDate`} label={t('cvs.fields.startDate')} kind="date" />
      <CvFormField name={`experience.${i}.endDate`} label={t('cvs.fields.endDate')} kind="date" />
      <CvFormField
        name={`experience.${i}.description`}
        label={t('cvs.fields.description')}
        kind="multiline"
        className="sm:col-span-2"
      />
    </>
  );
}

function EducationFields({ index: i }: { index: number }) {
  const { t } = useTranslation();
  return (
    <>
      <CvFormField name={`education.${i}.degree`} label={t('cvs.fields.degree')} />
      <CvFormField name={`education.${i}.institution`} label={t('cvs.fields.institution')} />
      <CvFormField name={`education.${i}.startDate`} label={t('cvs.fields.startDate')} kind="date" />
      <CvFormField name={`education.${i}.endDate`} label={t('cvs.fields.endDate')} kind="date" />
    </>
  );
}

/** Corrections to what was extracted, validated with ZCvData and saved as `{ extractedData }`. */
export function CvEditForm({
  cvId,
  initial,
  onDone,
}: {
  cvId: string;
  initial: TCvData;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCvMutation();
  const form = useForm<TCvData>({ defaultValues: initial, resolver: zodResolver(ZCvData) });
  const invalid = form.formState.submitCount > 0 && !form.formState.isValid;

  const onSubmit = (values: TCvData) =>
    update.mutate({ id: cvId, update: { extractedData: values } }, { onSuccess: onDone });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-6">
        <SectionCard title={t('cvs.detail.personalInfo')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['fullName', 'email', 'phone', 'location', 'linkedinUrl'] as const).map((key) => (
              <CvFormField key={key} name={`personalInfo.${key}`} label={t(`cvs.fields.${key}`)} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title={t('cvs.detail.summary')}>
          <CvFormField name="summary" label={t('cvs.fields.summary')} kind="multiline" />
        </SectionCard>
        <EntryListSection name="experience" renderFields={(i) => <ExperienceFields index={i} />} />
        <EntryListSection name="education" renderFields={(i) => <EducationFields index={i} />} />
        <SectionCard title={t('cvs.detail.skills')}>
          <TagListField name="skills.technical" label={t('cvs.fields.technical')} />
          <TagListField name="skills.soft" label={t('cvs.fields.soft')} />
          <TagListField name="skills.languages" label={t('cvs.fields.languages')} />
        </SectionCard>
        <SectionCard title={t('cvs.detail.certifications')}>
          <TagListField name="certifications" label={t('cvs.fields.certifications')} />
        </SectionCard>
        <FormError>{invalid ? t('cvs.edit.fixErrors') : null}</FormError>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <BusyButton type="submit" busy={update.isPending} busyLabel={t('cvs.edit.saving')}>
            {t('cvs.edit.save')}
          </BusyButton>
        </div>
      </form>
    </FormProvider>
  );
}
