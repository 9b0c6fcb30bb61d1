import { describe, expect, it } from 'vitest';
import { ZJobAd, type TJobAd, type TRequirement } from '#domain/applications';
import { analyseJobAd } from './index.ts';
import { jobAd, loadJobAds } from './test/fixtures.ts';

const musts = (ad: TJobAd, kind: TRequirement['kind']) =>
  ad.requirements.filter((r) => r.kind === kind && r.importance === 'must').map((r) => r.canonical ?? r.text);
const nices = (ad: TJobAd, kind: TRequirement['kind']) =>
  ad.requirements.filter((r) => r.kind === kind && r.importance === 'nice').map((r) => r.canonical ?? r.text);

describe('analyseJobAd on the real ads (../shared/data/job-ads)', () => {
  it('reads all 32 ads into a valid job ad with requirements, in the language they are written in', () => {
    const ads = loadJobAds();
    expect(ads).toHaveLength(32);
    for (const { id, text } of ads) {
      const ad = analyseJobAd(text);
      expect(() => ZJobAd.parse(ad), id).not.toThrow();
      expect(ad.language, id).toBe(id.slice(3, 5));
      expect(ad.title, id).not.toBe('');
      expect(ad.requirements.length, id).toBeGreaterThan(0);
      expect(new Set(ad.requirements.map((r) => r.id)).size, id).toBe(ad.requirements.length);
    }
  });

  it('English: the Python/Django backend ad', () => {
    const ad = analyseJobAd(jobAd('06-en'));
    expect(ad.title).toBe('Backend Developer - Python/Django');
    expect(musts(ad, 'hard-skill')).toEqual(
      expect.arrayContaining(['Python', 'Django', 'PostgreSQL', 'Git', 'Linux', 'REST']),
    );
    // "Good to have (Additional Skills):" makes AWS and the front-end tools nice-to-haves.
    expect(nices(ad, 'hard-skill')).toEqual(expect.arrayContaining(['AWS', 'JavaScript', 'jQuery', 'HTML']));
    expect(ad.yearsOfExperience).toBe(2); // "2-4 + years of experience"
    expect(nices(ad, 'education')).toEqual(['bachelor']); // "Bachelor's (Preferred)"
    expect(ad.workMode).toBe('remote'); // "Work Remotely: Temporarily due to COVID-19"
    // The ad's own wording is kept: "PostGRESQL" is what an ATS searches for.
    expect(ad.requirements.find((r) => r.canonical === 'PostgreSQL')?.text).toBe('PostGRESQL');
  });

  it('English: the B2B sales ad names its employer, place, language and company facts', () => {
    const ad = analyseJobAd(jobAd('07-en'));
    expect(ad.title).toBe('B2B Sales Specialist');
    expect(ad.company).toBe('Plecto ApS');
    expect(ad.location).toBe('Viby J');
    expect(musts(ad, 'language')).toEqual(['English']); // "excellent skills in both written and oral English"
    expect(ad.hardSkills).toContain('Sales'); // "Do you have sales in your blood"
    expect(nices(ad, 'other')[0]).toMatch(
      /^It is an advantage if you have previous experience in the insurance/,
    );
    expect(ad.companyHighlights[0]).toBe(
      'We are a Danish SaaS company, based in Aarhus, and offices in London and Warsaw.',
    );
  });

  it('Danish: the forklift driver ad', () => {
    const ad = analyseJobAd(jobAd('16-da'));
    expect(ad.language).toBe('da');
    expect(ad.title).toBe('Erfaren og selvstændig truckfører til virksomhed i Skanderborg');
    expect(ad.company).toBe('TeamVikaren.dk');
    expect(musts(ad, 'hard-skill')).toContain('Forklift driving'); // "Du har et truckkort"
    expect(ad.languages).toEqual(['Danish', 'English']); // "tale, skrive og læse dansk eller engelsk"
  });

  it('Danish: "dog ikke et krav" makes a line a nice-to-have', () => {
    const ad = analyseJobAd(jobAd('14-da'));
    expect(ad.languages).toEqual(['Danish', 'English', 'German']);
    expect(musts(ad, 'hard-skill')).toContain('Driving licence'); // "Du har egen bil til rådighed"
    expect(nices(ad, 'other')).toEqual(['erfaring fra tidligere arbejde – dog ikke et krav']);
  });

  it('German: the developer ad (PDF line breaks, "mindestens drei Jahre")', () => {
    const ad = analyseJobAd(jobAd('18-de'));
    expect(ad.title).toBe('Developer');
    expect(ad.company).toBe('Artfiles New Media GmbH');
    expect(ad.location).toBe('Hamburg');
    expect(ad.hardSkills).toEqual(
      expect.arrayContaining(['Perl', 'Python', 'SQL', 'JavaScript', 'React', 'HTML', 'CSS', 'Ansible']),
    );
    expect(ad.yearsOfExperience).toBe(3);
    expect(ad.workMode).toBe('hybrid'); // "Büro und/oder Remote"
    expect(ad.companyHighlights[0]).toBe(
      'Wir sind ein seit 2000 in Hamburg ansässiger Internet Service Provider.',
    );
  });

  it('German: "Gute Russischkenntnisse sind von Vorteil" is a nice-to-have language', () => {
    const ad = analyseJobAd(jobAd('20-de'));
    expect(musts(ad, 'language')).toEqual(['German']); // "Sichere Deutschkenntnisse in Wort und Schrift"
    expect(nices(ad, 'language')).toEqual(['Russian']);
    expect(musts(ad, 'hard-skill')).toContain('Accounting'); // "vorbereitende Buchhaltung"
  });

  it('Spanish: the logistics analyst ad (run-on requirement line)', () => {
    const ad = analyseJobAd(jobAd('24-es'));
    expect(ad.title).toBe('Analista logístico - CABA');
    expect(ad.company).toBe('RH Talentum');
    expect(ad.yearsOfExperience).toBe(3); // "Experiencia mínima de 3 años en logística"
    expect(musts(ad, 'hard-skill')).toEqual(
      expect.arrayContaining(['Logistics', 'ERP systems', 'Microsoft Excel']),
    );
    expect(ad.workMode).toBe('onsite'); // "Modalidad: 100% presencial"
    expect(ad.location).toBe('CABA'); // "Lugar de trabajo: CABA"
    expect(musts(ad, 'other')).toContain('Conocimiento de normativa en transporte de sustancias peligrosas');
  });

  it('Spanish: the accountant ad asks for a degree and 3 to 5 years, not the agency’s 30', () => {
    const ad = analyseJobAd(jobAd('26-es'));
    expect(ad.educationLevel).toBe('bachelor'); // "Título de Contador/a Público (excluyente)"
    expect(ad.yearsOfExperience).toBe(3);
    expect(ad.hardSkills).toEqual(expect.arrayContaining(['Accounting', 'SAP', 'Microsoft Excel']));
  });

  it('French: the data analyst and customer success ads', () => {
    const data = analyseJobAd(jobAd('30-fr'));
    expect(data.title).toBe('Data analyst'); // "La plateforme de l'inclusion recrute un ou une data analyst"
    expect(data.hardSkills).toEqual(
      expect.arrayContaining(['SQL', 'Python', 'Tableau', 'Data visualisation']),
    );
    const csm = analyseJobAd(jobAd('31-fr'));
    expect(csm.title).toBe('Customer Success Manager');
    expect(csm.workMode).toBe('remote'); // "Poste en télétravail"
    // "… est un plus" after the list is still a nice-to-have.
    expect(nices(csm, 'other')[0]).toMatch(/^Une connaissance de l’administration publique/);
  });

  it('French: "3 années d’expérience" in the business developer ad', () => {
    const ad = analyseJobAd(jobAd('32-fr'));
    expect(ad.title).toBe('Business developer');
    expect(ad.yearsOfExperience).toBe(3);
    expect(ad.softSkills).toContain('Adaptability'); // "une forte capacité d’adaptation"
  });
});

describe('analyseJobAd on written-for-the-test ads', () => {
  const en = `Senior Platform Engineer
Nordlys ApS, København

About us
We build the payment platform behind 2,000 Danish webshops. Our mission is to make paying online boring and safe.

Requirements
- 5+ years of experience with JS or TypeScript
- Hands-on k8s and Terraform
- Fluent Danish and English
- Master's degree in Computer Science or similar

Nice to have
- Experience with Kafka
- Project management

Hybrid: 2 days from home.`;

  it('English: synonyms, years, languages, education, work mode and highlights', () => {
    const ad = analyseJobAd(en);
    expect(ad.company).toBe('Nordlys ApS');
    expect(ad.location).toBe('København');
    expect(musts(ad, 'hard-skill')).toEqual(['JavaScript', 'TypeScript', 'Kubernetes', 'Terraform']);
    expect(ad.requirements.find((r) => r.canonical === 'Kubernetes')?.text).toBe('k8s');
    expect(nices(ad, 'hard-skill')).toEqual(['Kafka', 'Project management']);
    expect(ad.yearsOfExperience).toBe(5);
    expect(ad.languages).toEqual(['Danish', 'English']);
    expect(ad.educationLevel).toBe('master');
    expect(ad.workMode).toBe('hybrid');
    expect(ad.companyHighlights).toEqual([
      'We build the payment platform behind 2,000 Danish webshops.',
      'Our mission is to make paying online boring and safe.',
    ]);
  });

  it('hints win over what the ad says', () => {
    const ad = analyseJobAd(en, { title: 'Platform Engineer', company: 'Nordlys' });
    expect(ad.title).toBe('Platform Engineer');
    expect(ad.company).toBe('Nordlys');
  });

  it('Danish: projektledelse, "mindst 3 års erfaring", kandidatgrad, "Det er en fordel", hjemmearbejde as an option', () => {
    const ad = analyseJobAd(`Projektleder til IT-afdelingen
Fjordbank A/S, Aalborg

Om os
Fjordbank er en lokal bank med 300 medarbejdere, der sætter kunden først.

Vi forventer
- Mindst 3 års erfaring med projektledelse
- En relevant kandidatgrad
- Du taler og skriver flydende dansk og engelsk
- Erfaring med stakeholder management

Det er en fordel
- Kendskab til Jira og Scrum

Arbejdssted: Aalborg. Mulighed for hjemmearbejde.`);
    expect(ad.language).toBe('da');
    expect(musts(ad, 'hard-skill')).toEqual(['Project management', 'Stakeholder management']);
    expect(ad.requirements.find((r) => r.canonical === 'Project management')?.text).toBe('projektledelse');
    expect(nices(ad, 'hard-skill')).toEqual(['Jira', 'Scrum']);
    expect(ad.yearsOfExperience).toBe(3);
    expect(ad.educationLevel).toBe('master');
    expect(ad.languages).toEqual(['Danish', 'English']);
    expect(ad.location).toBe('Aalborg');
    expect(ad.workMode).toBe('hybrid');
    expect(ad.companyHighlights).toEqual([
      'Fjordbank er en lokal bank med 300 medarbejdere, der sætter kunden først.',
    ]);
  });

  it('German: Projektmanagement, "mehrjährige" ≈ 3 years, Hochschulabschluss, Deutsch- und Englischkenntnisse', () => {
    const ad = analyseJobAd(`Projektmanager (m/w/d)
Beispiel GmbH, München

Dein Profil
- Abgeschlossener Hochschulabschluss
- Mehrjährige Berufserfahrung im Projektmanagement
- Sehr gute Deutsch- und Englischkenntnisse
- Teamfähigkeit und Kommunikationsstärke

Wünschenswert
- Kenntnisse in SAP`);
    expect(ad.title).toBe('Projektmanager');
    expect(musts(ad, 'hard-skill')).toEqual(['Project management']);
    expect(nices(ad, 'hard-skill')).toEqual(['SAP']);
    expect(ad.softSkills).toEqual(['Teamwork', 'Communication']);
    expect(ad.yearsOfExperience).toBe(3);
    expect(ad.educationLevel).toBe('bachelor');
    expect(ad.languages).toEqual(['German', 'English']);
  });

  it('Spanish and French: gestión de proyectos, licenciatura, inglés fluido; gestion de projet, Bac+5, anglais courant', () => {
    const es = analyseJobAd(`Jefe de proyectos
Ejemplo S.L., Madrid

Requisitos
- Licenciatura en Ingeniería o similar
- 3 años de experiencia en gestión de proyectos
- Inglés fluido

Se valorará
- Conocimientos de Power BI

Modalidad: 100% remoto`);
    expect(musts(es, 'hard-skill')).toEqual(['Project management']);
    expect(nices(es, 'hard-skill')).toEqual(['Power BI']);
    expect([es.yearsOfExperience, es.educationLevel, es.workMode]).toEqual([3, 'bachelor', 'remote']);
    expect(es.languages).toEqual(['English']);

    const fr = analyseJobAd(`Chef de projet digital
Exemple SAS, Lyon

Profil recherché
- Bac+5 en informatique
- 5 ans d'expérience en gestion de projet
- Anglais courant

Un plus
- Connaissance de Figma

Poste en présentiel à Lyon.`);
    expect(musts(fr, 'hard-skill')).toEqual(['Project management']);
    expect(nices(fr, 'hard-skill')).toEqual(['Figma']);
    expect([fr.yearsOfExperience, fr.educationLevel, fr.workMode]).toEqual([5, 'master', 'onsite']);
    expect(fr.languages).toEqual(['English']);
  });

  it('gives an empty but valid ad for text without requirements', () => {
    const ad = analyseJobAd('');
    expect(ZJobAd.parse(ad)).toEqual(ad);
    expect(ad.requirements).toEqual([]);
    expect(ad.yearsOfExperience).toBeNull();
  });
});
