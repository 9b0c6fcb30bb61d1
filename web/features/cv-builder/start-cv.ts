import { emptyBuilderCv, type TBuilderCv } from '#domain/cv-builder';
import { builderCvFromCvData } from '#domain/cv-builder/to-cv-data';
import type { TCvData, TCvSummary } from '#domain/cv';
import type { TProfile } from '#domain/profile';

/** The uploaded CV to start from: the default one, once it has been read. */
export function startingCvId(cvs: readonly TCvSummary[]): string | null {
  const read = cvs.filter((cv) => cv.source === 'upload' && cv.extractionStatus === 'completed');
  return (read.find((cv) => cv.isDefault) ?? null)?.id ?? null;
}

/**
 * Issue 15 "start from what we know": a new CV starts from the default CV's extracted data, or
 * else from the profile (name, email, phone, address, the first target role as job title), or
 * else empty (null: nothing to fill).
 */
export function startingCv(source: {
  extracted: TCvData | null;
  profile: TProfile | null;
}): TBuilderCv | null {
  if (source.extracted) return builderCvFromCvData(source.extracted);
  const profile = source.profile;
  if (!profile) return null;
  const cv: TBuilderCv = {
    ...emptyBuilderCv(),
    fullName: profile.fullName ?? '',
    jobTitle: profile.targetRoles[0] ?? '',
    email: profile.email,
    phone: profile.phone ?? '',
    location: profile.contactAddress ?? '',
    skills: [...new Set(profile.competencies.map((s) => s.trim()).filter(Boolean))].slice(0, 100),
  };
  return JSON.stringify(cv) === JSON.stringify(emptyBuilderCv()) ? null : cv;
}
