import { describe, expect, it } from 'vitest';
import { emptyCvData, type TCvData } from '#domain/cv';
import { cvModelPrompt, groundCvData } from './model.ts';

const job = (position: string, company: string, startDate: string | null = null) => ({
  position,
  company,
  location: '',
  startDate,
  endDate: null,
  current: false,
  description: '',
});

const cv = (patch: Partial<TCvData>): TCvData => ({ ...emptyCvData(), ...patch });

describe('grounding a model-structured CV in the document', () => {
  it('drops an employer, a degree, a skill and a certificate the document does not name (en)', () => {
    const text = [
      'Sarah Olsen',
      'sarah.olsen@example.com · +44 7700 900123 · Leeds',
      'Experience',
      'Staff Nurse, St Mary Hospital, 2016 – 2023',
      'Education',
      'BSc Nursing, University of Leeds, 2015',
      'Skills: wound care, triage',
    ].join('\n');
    const model = cv({
      personalInfo: {
        fullName: 'Sarah Olsen',
        email: 'sarah.olsen@example.com',
        phone: '+44 7700 900 123',
        location: 'Leeds',
        linkedinUrl: '',
      },
      experience: [
        job('Staff Nurse', 'St Mary Hospital', '2016'),
        job('Head of Nursing', 'NHS England', '2010'),
      ],
      education: [
        { degree: 'MSc Nursing', institution: 'Oxford University', startDate: null, endDate: '2012' },
      ],
      skills: { technical: ['wound care', 'triage', 'intensive care'], soft: [], languages: [] },
      certifications: ['ACLS'],
    });
    const grounded = groundCvData(model, emptyCvData(), text);
    expect(grounded.experience).toEqual([job('Staff Nurse', 'St Mary Hospital', '2016')]);
    expect(grounded.education).toEqual([]);
    expect(grounded.skills.technical).toEqual(['wound care', 'triage']);
    expect(grounded.certifications).toEqual([]);
    // The phone's digits are the document's, spacing aside.
    expect(grounded.personalInfo.phone).toBe('+44 7700 900 123');
  });

  it('keeps accented values written without their accents, and empties an invented field of a kept entry (de, fr)', () => {
    const text = [
      'Jürgen Weiß',
      'Berufserfahrung',
      '2019 – heute  Pflegefachmann, Universitätsklinikum Köln',
      'Formation',
      'Diplôme d’État d’infirmier, IFSI Lyon, 2018',
    ].join('\n');
    const model = cv({
      experience: [{ ...job('Pflegefachmann', 'Universitatsklinikum Koln', '2019'), location: 'Berlin' }],
      education: [
        { degree: 'Diplôme d’État d’infirmier', institution: 'IFSI Lyon', startDate: null, endDate: '2018' },
      ],
    });
    const grounded = groundCvData(model, emptyCvData(), text);
    expect(grounded.experience).toEqual([job('Pflegefachmann', 'Universitatsklinikum Koln', '2019')]);
    expect(grounded.education).toHaveLength(1);
  });

  it('takes contact details and the summary from the built-in parser when the model invented them (da, es)', () => {
    const text =
      'Mette Hansen\nmette@example.dk\nProfil\nErfaren bogholder med løn og moms.\nExperiencia\nContable, Gestoría Ruiz';
    const builtIn = cv({
      personalInfo: {
        fullName: 'Mette Hansen',
        email: 'mette@example.dk',
        phone: '',
        location: '',
        linkedinUrl: '',
      },
      summary: 'Erfaren bogholder med løn og moms.',
    });
    const model = cv({
      personalInfo: {
        fullName: 'Mette Hansen',
        email: 'mette.hansen@gmail.com',
        phone: '+45 12 34 56 78',
        location: 'Aarhus',
        linkedinUrl: '',
      },
      summary: 'Resultatorienteret økonomichef med ti års ledelseserfaring.',
      experience: [job('Contable', 'Gestoría Ruiz'), job('Directora financiera', 'Banco Santander')],
    });
    const grounded = groundCvData(model, builtIn, text);
    expect(grounded.personalInfo).toEqual(builtIn.personalInfo);
    expect(grounded.summary).toBe('Erfaren bogholder med løn og moms.');
    expect(grounded.experience.map((e) => e.company)).toEqual(['Gestoría Ruiz']);
  });

  it('drops a year the document never shows', () => {
    const grounded = groundCvData(
      cv({ experience: [job('Cook', 'Café Blå', '2011')] }),
      emptyCvData(),
      'Cook, Café Blå, 2014',
    );
    expect(grounded.experience[0]?.startDate).toBeNull();
  });

  it('gives the model the text and the hyperlinks', () => {
    const prompt = cvModelPrompt({
      text: 'Anna Larsen\nBackend developer',
      links: ['https://linkedin.com/in/anna'],
    });
    expect(prompt).toContain('Backend developer');
    expect(prompt).toContain('https://linkedin.com/in/anna');
  });
});
