import { describe, expect, it } from 'vitest';
import { ZAtsReport, type TAtsReport, type TJobAd } from '#domain/applications';
import type { TCvData } from '#domain/cv';
import { analyseJobAd, cvYears, matchCv } from './index.ts';
import { backendDeveloperCv, jobAd, loadJobAds, NOW, nurseCv, warehouseCv } from './test/fixtures.ts';

const match = (cv: TCvData, ad: TJobAd) => matchCv(cv, ad, { now: NOW });
const statusOf = (report: TAtsReport, canonical: string) => {
  const r = report.requirements.find((q) => q.canonical === canonical);
  return report.matches.find((m) => m.requirementId === r?.id);
};

const platformAd = analyseJobAd(`Senior Backend Engineer
Nordlys ApS, København

Requirements
- 4+ years of experience with Python and Django
- Kubernetes and Terraform
- PostgreSQL
- Fluent Danish and English
- Bachelor's degree in Computer Science

Nice to have
- Kafka`);

describe('matchCv', () => {
  it('meets a requirement through synonyms and abbreviations and shows the CV line', () => {
    const cv = backendDeveloperCv();
    cv.skills.technical.push('k8s');
    const report = match(cv, platformAd);
    expect(statusOf(report, 'Kubernetes')).toEqual({
      requirementId: expect.any(String),
      status: 'matched',
      cvEvidence: ['Skills: k8s'],
    });
    // "JS" in the skills meets "JavaScript"; "Projektledelse" meets "project management".
    const jsAd = analyseJobAd('Frontend Developer\n\nRequirements\n- JavaScript\n- Project management');
    const danishCv = { ...backendDeveloperCv(), summary: '' };
    danishCv.skills.technical = ['JS', 'Projektledelse'];
    const js = match(danishCv, jsAd);
    expect(statusOf(js, 'JavaScript')?.cvEvidence[0]).toBe('Skills: JS');
    expect(statusOf(js, 'Project management')?.cvEvidence).toEqual(['Skills: Projektledelse']);
  });

  it('formats evidence lines readably', () => {
    const report = match(backendDeveloperCv(), platformAd);
    expect(statusOf(report, 'Django')?.cvEvidence).toEqual([
      'Skills: Django',
      'Summary',
      'Senior Backend Developer, Acme A/S (2021–present)',
    ]);
    const degree = report.requirements.find((r) => r.kind === 'education')!;
    expect(report.matches.find((m) => m.requirementId === degree.id)?.cvEvidence).toEqual([
      'BSc Computer Science, Aarhus University (2015–2018)',
    ]);
    expect(statusOf(report, 'Danish')?.cvEvidence).toEqual(['Languages: Danish (native)']);
  });

  it('adding a missing must-have skill to the CV raises the score', () => {
    const before = match(backendDeveloperCv(), platformAd);
    expect(statusOf(before, 'Terraform')?.status).toBe('missing');
    expect(before.missingKeywords).toContain('Terraform');
    const cv = backendDeveloperCv();
    cv.skills.technical.push('Terraform');
    const after = match(cv, platformAd);
    expect(statusOf(after, 'Terraform')?.status).toBe('matched');
    expect(after.score).toBeGreaterThan(before.score);
    expect(after.matchedKeywords).toContain('Terraform');
  });

  it('adding any must-have skill of the real ads never lowers the score', () => {
    for (const { id, text } of loadJobAds()) {
      const ad = analyseJobAd(text);
      const before = match(nurseCv(), ad).score;
      const musts = ad.requirements.filter((r) => r.kind === 'hard-skill' && r.importance === 'must');
      if (musts.length === 0) continue;
      const cv = nurseCv();
      cv.skills.technical.push(musts[0]!.canonical!);
      expect(match(cv, ad).score, id).toBeGreaterThan(before);
    }
  });

  it('a strong fitting CV scores high on the Python/Django ad, an unrelated one low', () => {
    const ad = analyseJobAd(jobAd('06-en'));
    const fit = match(backendDeveloperCv(), ad);
    expect(fit.score).toBeGreaterThan(70);
    expect(fit.titleMatch).toBe(true);
    const nurse = match(nurseCv(), ad);
    expect(nurse.score).toBeLessThan(35);
    expect(nurse.titleMatch).toBe(false);
    const warehouse = match(warehouseCv(), ad);
    expect(warehouse.score).toBeLessThan(35);
  });

  it('the warehouse worker fits the Danish forklift ad better than the developer does', () => {
    const ad = analyseJobAd(jobAd('16-da'));
    const worker = match(warehouseCv(), ad);
    expect(statusOf(worker, 'Forklift driving')?.status).toBe('matched');
    expect(worker.score).toBeGreaterThan(match(backendDeveloperCv(), ad).score);
  });

  it('shows the working: six parts whose points add up to the score', () => {
    const report = match(backendDeveloperCv(), platformAd);
    expect(report.parts.map((p) => p.part)).toEqual([
      'must',
      'nice',
      'title',
      'experience',
      'education',
      'languages',
    ]);
    const earned = report.parts.reduce((s, p) => s + p.earned, 0);
    const possible = report.parts.reduce((s, p) => s + p.possible, 0);
    expect(report.score).toBe(Math.round((100 * earned) / possible));
    const must = report.parts.find((p) => p.part === 'must')!;
    const nice = report.parts.find((p) => p.part === 'nice')!;
    expect(must.possible).toBeGreaterThan(nice.possible);
    expect(must.detail).toBe('Must-have requirements: 3 of 5 met.');
    // The same as facts, for the web to word in the UI language.
    expect(must.reason).toEqual({ code: 'requirementsMet', met: 3, of: 5, partly: 0, outOfField: false });
    expect(report.parts.find((p) => p.part === 'experience')?.reason).toEqual({
      code: 'years',
      years: 7.3,
      related: 7.3,
      asked: 4,
    });
    expect(report.parts.every((p) => p.reason)).toBe(true);
    expect(report.parts.find((p) => p.part === 'experience')?.detail).toBe(
      '7.3 years of experience in your CV (7.3 related to this job) against 4 asked.',
    );
    expect(report.parts.find((p) => p.part === 'languages')?.detail).toBe(
      '2 of 2 languages asked for are in your CV.',
    );
    expect(() => ZAtsReport.parse(report)).not.toThrow();
  });

  it('suggests where to add missing keywords, must-haves first, asking for the truth', () => {
    const report = match(backendDeveloperCv(), platformAd);
    expect(report.suggestions[0]).toEqual({
      keyword: 'Kubernetes',
      section: 'skills',
      text: 'If you have worked with Kubernetes, add it to your skills and name it in the job where you used it.',
      advice: { code: 'skillMissing', adText: 'Kubernetes' },
    });
    expect(report.suggestions.map((s) => s.keyword)).toEqual(['Kubernetes', 'Terraform', 'Kafka']);
    const nurse = match(nurseCv(), platformAd);
    expect(nurse.suggestions.find((s) => s.section === 'education')).toBeUndefined(); // she has a bachelor
  });

  it('is deterministic and valid on every real ad', () => {
    for (const { id, text } of loadJobAds()) {
      const ad = analyseJobAd(text);
      const a = match(backendDeveloperCv(), ad);
      expect(match(backendDeveloperCv(), analyseJobAd(text)), id).toEqual(a);
      expect(() => ZAtsReport.parse(a), id).not.toThrow();
    }
  });

  it('handles an empty CV and an ad without requirements', () => {
    const empty: TCvData = { ...nurseCv(), experience: [], education: [], summary: '' };
    empty.skills = { technical: [], soft: [], languages: [] };
    const report = match(empty, platformAd);
    expect(report.score).toBe(0);
    expect(report.cvYears).toBe(0);
    const none = match(backendDeveloperCv(), analyseJobAd(''));
    expect(none.score).toBe(0);
    expect(none.parts.every((p) => p.possible === 0)).toBe(true);
  });
});

describe('cvYears', () => {
  const job = (startDate: string | null, endDate: string | null, current = false) => ({
    position: 'Developer',
    company: 'Acme',
    location: '',
    startDate,
    endDate,
    current,
    description: '',
  });

  it('counts dated jobs, overlapping periods once', () => {
    expect(cvYears([job('2018-01', '2019-12'), job('2019-01', '2020-12')], NOW)).toBe(3);
    expect(cvYears([job('2015', '2016'), job('2020-01', '2020-06')], NOW)).toBe(2.5);
  });

  it('runs a current job to now and ignores undated ones', () => {
    expect(cvYears([job('2024-06', null, true)], NOW)).toBe(1.1);
    expect(cvYears([job(null, null), job(null, '2020')], NOW)).toBe(0);
  });
});

describe('education and languages in the CV', () => {
  const ad = analyseJobAd(`Økonom
Fjordbank A/S, Aalborg

Vi forventer
- En relevant kandidatgrad
- Du taler og skriver flydende dansk og engelsk`);

  it('reads Danish degree names and a CV written in the language asked for', () => {
    const cv: TCvData = {
      ...nurseCv(),
      summary:
        'Jeg er økonom med erfaring fra bank og revision, og jeg har arbejdet med budgetter i mange år.',
      experience: [],
      education: [
        { degree: 'Cand.merc. i regnskab', institution: 'CBS', startDate: '2010', endDate: '2012' },
      ],
    };
    cv.skills.languages = ['English'];
    const report = match(cv, ad);
    const [degree, danish, english] = report.matches;
    expect(degree).toMatchObject({
      status: 'matched',
      cvEvidence: ['Cand.merc. i regnskab, CBS (2010–2012)'],
    });
    // Not listed, but the CV is written in Danish: half a match, never a full one.
    expect(danish?.status).toBe('partial');
    expect(english).toMatchObject({ status: 'matched', cvEvidence: ['Languages: English'] });
  });
});

describe('title match', () => {
  it('finds the role in a compound job title ("Lagermedarbejder")', () => {
    const ad = analyseJobAd(
      'Lagermedarbejder til travlt lager\nTeamVikaren.dk, Horsens\n\nDin profil\n- Du har truckcertifikat',
    );
    const report = match(warehouseCv(), ad);
    expect(report.titleMatch).toBe(true);
    expect(report.parts.find((p) => p.part === 'title')?.detail).toBe(
      'Your job titles and skills match the advertised title "Lagermedarbejder til travlt lager".',
    );
    expect(match(nurseCv(), ad).titleMatch).toBe(false);
  });
});
