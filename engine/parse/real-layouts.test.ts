/**
 * Layouts met in CVs the team did not write (templates from public repositories): each test is a
 * small CV written for one parsing principle, in two languages where the principle rests on words,
 * and asserts the fields a user sees after upload.
 */
import { describe, expect, it } from 'vitest';
import type { ReadDocument } from '#engine/read/types';
import { parseCv } from './index.ts';
import { docFrom } from './test-doc.ts';

const parse = (text: string, sized = true) => parseCv(docFrom(text, { sized })).data;
const experienceOf = (text: string) => parse(text, false).experience;
const educationOf = (text: string) => parse(text, false).education;
const skillsOf = (text: string) => {
  const { technical, soft } = parse(text).skills;
  return [...technical, ...soft];
};

describe('names', () => {
  it('cuts a heading read on the same line as the name (label column beside it)', () => {
    expect(parse('!! Personal Information John Doe\nPleasantville, CA 94588').personalInfo.fullName).toBe(
      'John Doe',
    );
    expect(parse('!! Información personal Juan Pérez\njuan@example.es').personalInfo.fullName).toBe(
      'Juan Pérez',
    );
    expect(parse('!! Otto THEOTTER About Me\notto@example.com').personalInfo.fullName).toBe('Otto THEOTTER');
    expect(parse('!! Anna Berger Über mich\nanna@example.de').personalInfo.fullName).toBe('Anna Berger');
  });

  it('cuts the Europass personal-information label read beside the name', () => {
    expect(parse('!! PERSONLIG INFORMATION Mads Holm\nmads@example.dk').personalInfo.fullName).toBe(
      'Mads Holm',
    );
    expect(parse('!! ANGABEN ZUR PERSON Felix Braun\nfelix@example.de').personalInfo.fullName).toBe(
      'Felix Braun',
    );
  });

  it('joins a last surname wrapped onto the next line in the same type, and never a job title', () => {
    expect(parse('!! Lucía Almendral\n!! Robles\nEnfermera\nlucia@example.es').personalInfo.fullName).toBe(
      'Lucía Almendral Robles',
    );
    expect(parse('!! Jane Doe\n!! Developer\njane@example.com').personalInfo.fullName).toBe('Jane Doe');
  });

  it('cuts a contact item and its icon letter read beside the name', () => {
    expect(parse('!! John Doe B john@doe.org\n## Experience').personalInfo.fullName).toBe('John Doe');
    expect(parse('!! Richard Hendrik rhendriks@mail.com').personalInfo.fullName).toBe('Richard Hendrik');
  });

  it('keeps the document title, brackets and a degree after a comma out of the name', () => {
    expect(parse('!! Curriculum Vitae [Leonhard Euler]\nl.euler@example.ch').personalInfo.fullName).toBe(
      'Leonhard Euler',
    );
    expect(
      parse('curriculum vitæ\n** Noodly Monster, MSc\nGeburtsdatum 1. Januar 2005').personalInfo.fullName,
    ).toBe('Noodly Monster');
  });

  it('reads a name label without a colon and never takes a personal-data line for the name', () => {
    const es = parse('Datos personales\nNombre completo Ana Ruiz Gil\nEstado civil Soltera', false);
    expect(es.personalInfo.fullName).toBe('Ana Ruiz Gil');
    const de = parse('Familienstand Ledig\nName Max Mustermann\nGeburtsdatum 1. Mai 1990', false);
    expect(de.personalInfo.fullName).toBe('Max Mustermann');
  });

  it('joins a name set large over two lines, first name above surname', () => {
    expect(
      parse('Threat Intelligence Engineer\nLuke\nReese\n## Skills\nPython', false).personalInfo.fullName,
    ).toBe('Luke Reese');
  });

  it('finds the name on the CV page of an application that opens with a cover letter', () => {
    const doc: ReadDocument = docFrom(
      'FIRMA\nPLZ ORT\nSehr geehrte Damen und Herren,\nMit freundlichen Grüßen\n!! Erika Musterfrau\n## Berufserfahrung',
      { sized: true },
    );
    doc.lines.forEach((line, i) => (line.page = i < 4 ? 1 : 2));
    doc.lines[4]!.size = 34;
    expect(parseCv(doc).data.personalInfo.fullName).toBe('Erika Musterfrau');
  });
});

describe('locations', () => {
  it('reads a town with its state code and ZIP code, icon glyphs before contact items', () => {
    expect(
      parse('!! John Doe\n\uf3c5 Pleasantville, CA 94588\n\uf095 (555) 123-4567').personalInfo.location,
    ).toBe('Pleasantville, CA 94588');
    expect(
      parse('!! John Doe\n\uf3c5 San Francisco, CA  \uf0e0 john@example.com').personalInfo.location,
    ).toBe('San Francisco, CA');
  });

  it('cuts the street off an address line, keeping the locality', () => {
    expect(
      parse('!! Betty Smith\n32 Reading rd, Birmingham, B26 3QJ (United Kingdom)').personalInfo.location,
    ).toBe('Birmingham, B26 3QJ (United Kingdom)');
    expect(parse('!! Lucía Gómez\nCalle Mayor 5, 28013 Madrid').personalInfo.location).toBe('28013 Madrid');
  });

  it('never takes a street with a house number for the town', () => {
    expect(parse('!! Prénom Nom\n1337 Grand Boulevard – 61337 Section').personalInfo.location).toBe(
      '61337 Section',
    );
    expect(parse('!! Max Muster\nHauptstraße 5 – 10115 Berlin').personalInfo.location).toBe('10115 Berlin');
  });

  it('reads the address under a personal-information heading and beside an e-mail address', () => {
    const de = parse(
      '!! Leonhard Euler\nPersönliche Informationen\nAdresse: Baselstrasse 32, 4125 Riehen, Schweiz',
      false,
    );
    expect(de.personalInfo.location).toBe('4125 Riehen, Schweiz');
    const en = parse('!! Jane Roe\nPersonal info\nAddress: 12 High Street, Leeds LS1 4AP', false);
    expect(en.personalInfo.location).toBe('Leeds LS1 4AP');
    expect(parse('!! John Doe\nSan Francisco, CA john.doe@email.com').personalInfo.location).toBe(
      'San Francisco, CA',
    );
  });

  it('reads the address from an "About" box that holds the contact details', () => {
    const en = parse('!! RICHARD ROE\n## About\nNEWELL ROAD\nPALO ALTO, CA 94303\n(912) 555-4321');
    expect(en.personalInfo).toMatchObject({ location: 'PALO ALTO, CA 94303', phone: '(912) 555-4321' });
    const de = parse('!! Anna Roth\n## Über mich\nLindenweg 4\n10115 Berlin\n## Berufserfahrung');
    expect(de.personalInfo.location).toBe('10115 Berlin');
  });

  it('reads the town below an address label whose value is only the street', () => {
    const es = parse('!! Ana Ruiz\nDomicilio: Calle Luna 3\nSevilla, España\nTeléfono: 600 123 456', false);
    expect(es.personalInfo.location).toBe('Sevilla, España');
    const en = parse(
      '!! Tom Hill\nAddress: 12 High Street\nLeeds, West Yorkshire\nPhone: 07700 900123',
      false,
    );
    expect(en.personalInfo.location).toBe('Leeds, West Yorkshire');
  });
});

describe('skills', () => {
  it('reads a sidebar kept in the page header; "Languages" listing programming languages are skills', () => {
    const data = parse(
      [
        '^^ Sarah Connor',
        '^^ LANGUAGES',
        '^^ Python, C++, Rust',
        '^^ TOOLS',
        '^^ Docker, Kubernetes',
        '^^ SPOKEN LANGUAGES',
        '^^ English, German',
        'Los Angeles, CA | (555) 123-4567 | sarah@example.com',
        '## Experience',
      ].join('\n'),
    );
    expect(data.personalInfo).toMatchObject({ fullName: 'Sarah Connor', location: 'Los Angeles, CA' });
    expect(data.skills.technical).toEqual(['Docker', 'Kubernetes', 'Python', 'C++', 'Rust']);
    expect(data.skills.languages).toEqual(['English', 'German']);
  });

  it('takes a contact line read under the last sidebar section for the contact block', () => {
    const data = parse(
      '** Sarah Connor\n## Tools\nDocker, Kubernetes\n## Education\nMSc, Stanford University\nLos Angeles, CA | (555) 123-4567 | sarah@example.com\n## Overview',
    );
    expect(data.personalInfo).toMatchObject({ location: 'Los Angeles, CA', phone: '(555) 123-4567' });
    expect(data.education).toEqual([
      { degree: 'MSc', institution: 'Stanford University', startDate: null, endDate: null },
    ]);
  });

  it('keeps category labels and levels out of the skills', () => {
    expect(
      skillsOf('## Skills\nProgramming\nPHP, JavaScript, XML\nTools\nIntermediate\nGit, Docker'),
    ).toEqual(['PHP', 'JavaScript', 'XML', 'Git', 'Docker']);
    expect(
      skillsOf(
        '## IT-Kenntnisse\nProgrammierung\nPython, Java\nPython: Fortgeschrittene Kenntnisse\nLaTeX: Grundlagen',
      ),
    ).toEqual(['Python', 'Java', 'LaTeX']);
  });

  it('cuts a level after a known skill but keeps an adjective of an unknown one', () => {
    expect(skillsOf('## Kenntnisse\nPython, Scala, CSS Routiniert\nBash Grundwissen')).toEqual([
      'Python',
      'Scala',
      'CSS',
      'Bash',
    ]);
    expect(skillsOf('## Competencias\nExcel avanzado, Soporte vital avanzado')).toEqual([
      'Excel',
      'Soporte vital avanzado',
    ]);
  });

  it('reads a list set beside its heading without a colon', () => {
    const es = parse(
      '!! Juan Pérez\n## Experiencia\nHabilidades Python, Java, SQL, Git, Metodologías Ágiles',
      false,
    );
    expect([...es.skills.technical, ...es.skills.soft]).toEqual([
      'Python',
      'Java',
      'SQL',
      'Git',
      'Metodologías Ágiles',
    ]);
    const en = parse('!! Jane Doe\nSkills in Python, Java and SQL, which I use daily.', false);
    expect(en.skills.technical).toEqual([]);
  });

  it('skips labelled interests but keeps a tools list naming a company word', () => {
    expect(
      skillsOf('## Kompetencer\nVærktøjer: Git, Visual Studio Code\nInteresser: Open Source, Teknologi'),
    ).toEqual(['Git', 'Visual Studio Code']);
    expect(skillsOf('## Kenntnisse\nWerkzeuge: Git, Docker\nInteressen: Lesen, Radfahren')).toEqual([
      'Git',
      'Docker',
    ]);
    expect(skillsOf('## Habilidades\nLenguajes: Python, SQL\nOtros: Git, Docker\nAficiones: Cine')).toEqual([
      'Python',
      'SQL',
      'Git',
      'Docker',
    ]);
  });

  it('reads a label column without colon: skill labels cut off, interests left out', () => {
    expect(
      skillsOf('## Skills\nTech Stack Tableau, Python, PostgreSQL\nPersonal Interests Swimming, Cooking'),
    ).toEqual(['Tableau', 'Python', 'PostgreSQL']);
    expect(skillsOf('## Kenntnisse\nTechnologien Docker, Git, Linux\nHobbys Lesen, Radfahren')).toEqual([
      'Docker',
      'Git',
      'Linux',
    ]);
  });

  it('reads a list of lower-case phrases as skills, not as a sentence', () => {
    expect(
      skillsOf('## Skills\nSystmOne, Electronic patient records, Datix incident reporting, e-Roster'),
    ).toEqual(['SystmOne', 'Electronic patient records', 'Datix incident reporting', 'e-Roster']);
    expect(
      skillsOf('## Compétences\nSoins techniques, Gestion de la douleur, Plaies et cicatrisation, Gériatrie'),
    ).toEqual(['Soins techniques', 'Gestion de la douleur', 'Plaies et cicatrisation', 'Gériatrie']);
  });

  it('splits skill chips read as one line, and skips labelled places and sentences', () => {
    expect(skillsOf('## Skills\nHTML CSS\nGit Docker\nMachine Learning')).toEqual([
      'HTML',
      'CSS',
      'Git',
      'Docker',
      'Machine Learning',
    ]);
    expect(
      skillsOf(
        '## Sozialkompetenz\nKonfliktmanagement\nBildungseinrichtung: Universität Oregano\nLorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy',
      ),
    ).toEqual(['Konfliktmanagement']);
  });
});

describe('certifications', () => {
  it('splits a line listing several certificates and leaves the issuer line out', () => {
    expect(
      parse('## Certifications\nCISSP, OSCP, AWS Certified Security, CompTIA Security+').certifications,
    ).toEqual(['CISSP', 'OSCP', 'AWS Certified Security', 'CompTIA Security+']);
    expect(
      parse(
        '## Certificeringer\nAWS Certified Developer\nUdstedt af Amazon Web Services\nGoogle Cloud Developer',
      ).certifications,
    ).toEqual(['AWS Certified Developer', 'Google Cloud Developer']);
  });
});

describe('experience', () => {
  it('reads description lines without bullets as description, not as jobs', () => {
    const en = experienceOf(
      [
        '## Experience',
        '** Gilmore Financial, New Orleans, LA, Certified Public Accountant',
        '** Oct. 2021 – Current',
        'Meet with clients to discuss their accounting needs',
        'Prepare balance sheets for corporate clients',
        '** Harrison Money Management, New Orleans, LA, Accountant',
        '** Aug. 2020 – Oct. 2021',
        'Prepared tax returns for clients during tax season',
      ].join('\n'),
    );
    expect(en.map((e) => [e.position, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ['Certified Public Accountant', 'Gilmore Financial', 'New Orleans, LA', '2021-10', null],
      ['Accountant', 'Harrison Money Management', 'New Orleans, LA', '2020-08', '2021-10'],
    ]);
    const es = experienceOf(
      [
        '## Experiencia',
        'Enfermera – Hospital La Fe',
        '2018 – 2021',
        'Atención de pacientes en la unidad de cuidados intensivos',
        'Gestión de la medicación y de los registros clínicos',
      ].join('\n'),
    );
    expect(es).toHaveLength(1);
    expect(es[0]).toMatchObject({ position: 'Enfermera', company: 'Hospital La Fe', startDate: '2018' });
  });

  it('reads "Position @Company", a town after the legal form and non-breaking hyphens in dates', () => {
    const [de] = experienceOf('## Berufserfahrung\nDatenanalyst @BetaSoft Technologies\n2023 \u2011 Heute');
    expect(de).toMatchObject({ position: 'Datenanalyst', company: 'BetaSoft Technologies', current: true });
    const [da] = experienceOf(
      '## Erfaring\nFull Stack Udvikler\nTech Solutions ApS København\nJan 2024 – Nu',
    );
    expect(da).toMatchObject({
      position: 'Full Stack Udvikler',
      company: 'Tech Solutions ApS',
      location: 'København',
    });
    const [en] = experienceOf('## Experience\nData Analyst 2017 \u2011 2020\nABC Company New York, NY');
    expect(en).toMatchObject({ company: 'ABC Company', location: 'New York, NY', endDate: '2020' });
  });

  it('drops a stated duration beside the dates and cuts the town glued after the title', () => {
    const en = experienceOf(
      '## Experience\nNexus AI, Co-Founder & CTO San Francisco, CA\nJune 2023 – present\n2 years 10 months\nBuilt the platform',
    );
    expect(en).toMatchObject([
      {
        position: 'Co-Founder & CTO',
        company: 'Nexus AI',
        location: 'San Francisco, CA',
        startDate: '2023-06',
      },
    ]);
    const fr = experienceOf('## Expérience\nDéveloppeur chez Airbus (6 mois)\n2021 - 2022\n3 mois');
    expect(fr).toMatchObject([
      { position: 'Développeur', company: 'Airbus', startDate: '2021', endDate: '2022' },
    ]);
  });

  it('reads "Label: value" header lines as the field they name; detail labels are description', () => {
    const [de] = experienceOf(
      '## Berufserfahrung\n2012-2013 Priester\nEinrichtung: Church of Pasta, Oregon\nThema: Nudeln',
    );
    expect(de).toMatchObject({ position: 'Priester', company: 'Church of Pasta', startDate: '2012' });
    expect(de!.description).toContain('Thema: Nudeln');
    const [es] = experienceOf('## Experiencia\n2019 - 2021\nPuesto: Analista\nEmpresa: Datos Ibéricos');
    expect(es).toMatchObject({ position: 'Analista', company: 'Datos Ibéricos', startDate: '2019' });
  });

  it('reads a header with its dates, a colon and the description on one line', () => {
    const es = experienceOf(
      '## Experiencia\nSenior Python Developer en TechCorp (2020-Presente): Liderazgo de equipo de 5 personas.\nBackend Developer en StartUpX (2017-2020): Desarrollo de APIs RESTful usando Django.',
    );
    expect(es.map((e) => [e.position, e.company, e.startDate, e.current])).toEqual([
      ['Senior Python Developer', 'TechCorp', '2020', true],
      ['Backend Developer', 'StartUpX', '2017', false],
    ]);
  });

  it('counts volunteer and association sections as experience, projects not', () => {
    const en = parse(
      '## Projects & Associations\nVolunteer Data Analyst 2019 - Present\nABC Nonprofit Organization',
      false,
    );
    expect(en.experience).toMatchObject([{ position: 'Volunteer Data Analyst', startDate: '2019' }]);
    const fr = parse(
      '## Expériences de bénévolat\nTrésorier, Association des Parents\n2015 - 2018\n## Projets\nSite web, 2020',
      false,
    );
    expect(fr.experience.map((e) => e.position)).toEqual(['Trésorier']);
  });

  it('drops copyright footers printed in the body', () => {
    const data = parse(
      '## Work experience\n08/2002–Present Independent consultant\nBritish Council\n12/12/17 © European Union, 2002-2017 | http://europass.cedefop.europa.eu Page 1 / 2',
      false,
    );
    expect(data.experience).toHaveLength(1);
    expect(data.experience[0]!.description).toBe('');
  });
});

describe('education', () => {
  it('separates a degree abbreviation glued to the school', () => {
    const en = educationOf(
      '## Education\nPhD Princeton University, Computer Science\n2018 – 2023\nButte College, A.A.\n1994 – 1996',
    );
    expect(en.map((e) => [e.degree, e.institution])).toEqual([
      ['PhD', 'Princeton University'],
      ['A.A.', 'Butte College'],
    ]);
  });

  it('separates a degree from a school named after it (Romance order) and joins a wrapped header', () => {
    const [es] = educationOf(
      '## Estudios\n2015 - 2019: Licenciatura en Ciencias de la Computación Universidad Nacional de\nBuenos Aires (UBA)',
    );
    expect(es).toMatchObject({
      degree: 'Licenciatura en Ciencias de la Computación',
      institution: 'Universidad Nacional de Buenos Aires (UBA)',
      endDate: '2019',
    });
    const [fr] = educationOf('## Formation\nLicence en informatique Université de Lyon\n2016 - 2019');
    expect(fr).toMatchObject({ degree: 'Licence en informatique', institution: 'Université de Lyon' });
  });

  it('keeps course lists out of the education entries', () => {
    const en = parse(
      '## Education\nMaster of Data Science\nUniversity of California\n2018 - 2020\nCourse: Database Systems, Computer Networks',
      false,
    );
    expect(en.education).toEqual([
      {
        degree: 'Master of Data Science',
        institution: 'University of California',
        startDate: '2018',
        endDate: '2020',
      },
    ]);
    const es = parse(
      '## Formación\nGrado en Informática\nUniversidad de Sevilla\n2014 - 2018\nAsignaturas: Redes, Bases de datos',
      false,
    );
    expect(es.education).toHaveLength(1);
  });

  it('reads "Degree @School" and keeps grade lines out of the degree', () => {
    const [de] = educationOf(
      '## Ausbildung\nMaster of Science in Informatik @Universität Hamburg\n09/2020 - 09/2022',
    );
    expect(de).toMatchObject({
      degree: 'Master of Science in Informatik',
      institution: 'Universität Hamburg',
    });
    const [da] = educationOf(
      '## Uddannelse\nBachelor i Datalogi\nAarhus Universitet\n2020 - 2024\nGennemsnitlig karakter: 8.5',
    );
    expect(da).toMatchObject({
      degree: 'Bachelor i Datalogi',
      institution: 'Aarhus Universitet',
      endDate: '2024',
    });
  });
});

describe('icon fonts, rating scales and letter-spaced headings', () => {
  it('reads a heading whose icon comes first as its name or a symbol', () => {
    const cv = parse(
      [
        '## Briefcase Work experience',
        'Senior Engineer Jan 2020 – Present',
        'Acme Corp., Chicago, IL',
        '## GRADUATION-CAP Ausbildung',
        'B.Sc. Informatik 2014 – 2018',
        'Technische Universität Dresden',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => e.position)).toEqual(['Senior Engineer']);
    expect(cv.education.map((e) => e.institution)).toEqual(['Technische Universität Dresden']);
  });

  it('reads a heading with a contact handle of the column beside it read first', () => {
    const cv = parse(
      '!! Elodie Brack\n## elodiebrack Work experience\nMarketing Specialist 2018 – 2021\nAcme Co.',
    );
    expect(cv.experience.map((e) => e.position)).toEqual(['Marketing Specialist']);
  });

  it('never takes two words before a heading word for an icon', () => {
    const cv = parse('!! Tux Latex\n!! MY JOB\n666, street GNU - Beastie, Unixland\n## Formation');
    expect(cv.experience).toEqual([]);
  });

  it('reads a name set over two lines in the largest type, wherever it is read', () => {
    const cv = parse('## Experience\nEngineer 2019 – 2021\nAcme Inc.\n!! Desmond\n!! Okonkwo-Vale\nContact');
    expect(cv.personalInfo.fullName).toBe('Desmond Okonkwo-Vale');
  });

  it('drops a contact icon read as its name before the town', () => {
    expect(parse('!! Jane Doe\nMap-marker Chicago, IL 60614\n## Skills').personalInfo.location).toBe(
      'Chicago, IL 60614',
    );
  });

  it('splits skills at the dots of a rating scale', () => {
    expect(skillsOf('## Skills\n●●●●○ TypeScript ●●●○○ Go\n○○○○ SQL ○○○○○ React')).toEqual([
      'TypeScript',
      'Go',
      'SQL',
      'React',
    ]);
  });

  it('reads letter-spaced headings whose word breaks were lost', () => {
    const cv = parse(
      '## WORKEXPERIENCE\nNurse 2019 – 2021\nCity Hospital\n## E D U C AT I O N\nBSc Nursing 2015 – 2018',
    );
    expect(cv.experience.map((e) => e.position)).toEqual(['Nurse']);
    expect(cv.education).toHaveLength(1);
  });
});

describe('certificates as a reader quotes them', () => {
  it('leaves out the date, the issuer clause and the issuer beside a date', () => {
    expect(
      parse(
        [
          '## Certifications',
          'AWS Certified Solutions Architect – Associate, Amazon Web Services, 2022',
          'Certified Kubernetes Administrator (CKA), Issued on: Nov 2023',
          'Soporte Vital Avanzado (SVA) 03/2023',
        ].join('\n'),
      ).certifications,
    ).toEqual([
      'AWS Certified Solutions Architect – Associate',
      'Certified Kubernetes Administrator (CKA)',
      'Soporte Vital Avanzado (SVA)',
    ]);
  });

  it('reads certificate, issuer and date on lines of their own, and a date line first', () => {
    const cv = parse(
      '## Certifications\nFull-Stack Web Development\nCodeAcademy\n2020\nAWS Certified Developer\nAmazon Web Services\n2019',
    );
    expect(cv.certifications).toEqual(['Full-Stack Web Development', 'AWS Certified Developer']);
    expect(
      parse('## Zertifikate\n10/2020\nIFRS-Accountant\n2018\nBilanzbuchhalter IHK').certifications,
    ).toEqual(['IFRS-Accountant', 'Bilanzbuchhalter IHK']);
  });

  it('takes courses listed under a degree for the degree, not for certificates', () => {
    const cv = parse(
      '## Uddannelse\nBachelor i Datalogi 2020 – 2024\nKurser: Datastrukturer, Algoritmer, Webudvikling',
    );
    expect(cv.certifications).toEqual([]);
  });

  it('reads a section label set beside its first item', () => {
    const en = parse(
      '## Skills\nTriage, Wound care\nCertificates and licences – Immediate Life Support (ILS)\nFull UK driving licence (Category B)',
    );
    expect(en.certifications).toEqual([
      'Immediate Life Support (ILS)',
      'Full UK driving licence (Category B)',
    ]);
    const es = parse(
      '## Competencias\nSEO, SEM\nCertificados Google Analytics Certification\nMeta Certified Digital Marketing Associate',
    );
    expect(es.certifications).toEqual([
      'Google Analytics Certification',
      'Meta Certified Digital Marketing Associate',
    ]);
  });

  it('reads "Certifications et permis" as the certificates section', () => {
    expect(
      parse('## Certifications et permis\n2023 Habilitation électrique B2V\nPermis B').certifications,
    ).toEqual(['Habilitation électrique B2V', 'Permis B']);
  });
});

describe('template placeholders and moderncv entries', () => {
  it('reads an entry whose dates are a template placeholder', () => {
    const cv = parse(
      [
        '## Experience',
        'year–year Job title, Employer, City.',
        'General description no longer than 1–2 lines.',
        '## Experiencia',
        '0000 a la fecha Puesto actual, Empresa, Ciudad',
        'Month 20XX – present Analyst, Company 2, Town',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => [e.position, e.company, e.location, e.startDate, e.current])).toEqual([
      ['Job title', 'Employer', 'City', null, false],
      ['Puesto actual', 'Empresa', 'Ciudad', null, true],
      ['Analyst', 'Company 2', 'Town', null, true],
    ]);
  });

  it('takes a range and short capitalised fields closed by a full stop for an entry, not prose', () => {
    const cv = parse('## Experience\n2016–2018 Web developer, Acme GmbH, Berlin.\nBuilt the shop.');
    expect(cv.experience.map((e) => [e.position, e.company, e.location])).toEqual([
      ['Web developer', 'Acme GmbH', 'Berlin'],
    ]);
    const prose = parse(
      '## Experience\n2016–2018 Developer, Acme\nIn 2017 we moved the shop, the billing and the reports.',
    );
    expect(prose.experience).toHaveLength(1);
  });
});

describe('a year inside a description line', () => {
  it('is something the entry did, not the date of a new entry', () => {
    const cv = parse(
      [
        '## Experience',
        'Google DeepMind, Research Intern London, UK',
        'May 2021 – Aug 2021',
        'Developed reinforcement learning algorithms for multi-agent coordination',
        'ICML 2022 main conference paper, cited 340+ times within two years',
        'Invited journal extension in JMLR (2023)',
        'Apple ML Research, Research Intern Cupertino, CA',
        'May 2020 – Aug 2020',
      ].join('\n'),
      false,
    );
    expect(cv.experience.map((e) => [e.company, e.startDate])).toEqual([
      ['Google DeepMind', '2021-05'],
      ['Apple ML Research', '2020-05'],
    ]);
  });
});

describe('skill grids', () => {
  it('reads chips set apart by a gap, and category labels set like headings inside the section', () => {
    const cv = parse(
      [
        '## Skills',
        '## Sprachen',
        'Java  Kotlin  SQL',
        '## Frameworks',
        'Spring Boot  Hibernate  JUnit 5',
        '## Education',
        'B.Sc. Informatik 2015 – 2019',
      ].join('\n'),
    );
    expect(cv.skills.technical).toEqual(['Java', 'Kotlin', 'SQL', 'Spring Boot', 'Hibernate', 'JUnit 5']);
    expect(cv.education).toHaveLength(1);
  });

  it('takes the label before a gap for a label, not for a skill', () => {
    expect(
      skillsOf('## Skills\nTools  Docker, Git, Terraform\nTechnologie  Svelte  Cloud-Computing'),
    ).toEqual(['Docker', 'Git', 'Terraform', 'Svelte', 'Cloud-Computing']);
  });

  it('leaves a language grid, levels, numbers and dates out of the skills', () => {
    expect(
      skillsOf(
        '## Personal skills\nUNDERSTANDING  SPEAKING  WRITING\nB2  C1  A2\nA1 and A2: Basic user\nHTML, 2014, CSS',
      ),
    ).toEqual(['HTML', 'CSS']);
  });

  it('keeps an abbreviation as the CV writes it', () => {
    expect(skillsOf('## Skills\nJS, MS Office, k8s')).toEqual(['JS', 'MS Office', 'k8s']);
  });
});

describe('a mixed Werdegang', () => {
  it('puts schooling listed among the jobs into education', () => {
    const cv = parse(
      [
        '## Beruflicher Werdegang',
        '10/2010 bis 9/2012 Werkstudent Softwareentwicklung, Acme GmbH',
        'seit 10/2008 Studium der Elektrotechnik an der Horst-Meier-Universität Musterstadt',
      ].join('\n'),
      false,
    );
    expect(cv.experience.map((e) => e.company)).toEqual(['Acme GmbH']);
    expect(cv.education).toHaveLength(1);
  });
});

describe('entries without a date of their own', () => {
  it('cuts an education header that names two schools before each, the date staying with its school', () => {
    const cv = parse(
      [
        '## Education',
        '## Kingsmere School of Accountancy',
        'ACA Professional Level',
        '## University of Kingsmere',
        '09/2013 - 06/2016',
        'BA (Hons) Accounting and Finance',
      ].join('\n'),
    );
    expect(cv.education.map((e) => [e.degree, e.institution, e.endDate])).toEqual([
      ['ACA Professional Level', 'Kingsmere School of Accountancy', null],
      ['BA (Hons) Accounting and Finance', 'University of Kingsmere', '2016-06'],
    ]);
  });

  it('takes a year among words in brackets for no date', () => {
    const cv = parse(
      '## Education\nPhD Princeton University\nSept 2018 – May 2023\nNSF Fellowship, Siebel Scholar (Class of 2022)',
      false,
    );
    expect(cv.education.map((e) => e.endDate)).toEqual(['2023-05']);
  });
});

describe('moderncv with numeric dates', () => {
  it('joins a wrapped numeric date and reads degree and school in the order of the dated line', () => {
    const cv = parse(
      [
        '## Ausbildung',
        '08/2006– Ausbildung zur Steuerfachangestellten, Steuerkanzlei Rödel & Partner',
        '07/2009',
        '## Berufserfahrung',
        '04/2012– Finanzbuchhalterin, Taunusblick Handels GmbH, Bad Homburg',
        '12/2017',
      ].join('\n'),
    );
    expect(cv.education.map((e) => [e.degree, e.institution, e.startDate, e.endDate])).toEqual([
      ['Ausbildung zur Steuerfachangestellten', 'Steuerkanzlei Rödel & Partner', '2006-08', '2009-07'],
    ]);
    expect(cv.experience.map((e) => [e.position, e.company, e.endDate])).toEqual([
      ['Finanzbuchhalterin', 'Taunusblick Handels GmbH', '2017-12'],
    ]);
  });
});

describe('LaTeX line breaks inside contact items and entries', () => {
  it('puts an e-mail address broken at a hyphen back together, without the heading glued to it', () => {
    const cv = parse(
      '!! Miriam Sonnleitner\nB  mi-\n## riam.sonnleitner@example.comBerufserfahrung\nPflegefachfrau 2019 – 2021\nKlinikum Nord',
    );
    expect(cv.personalInfo.email).toBe('miriam.sonnleitner@example.com');
    expect(cv.experience.map((e) => e.position)).toEqual(['Pflegefachfrau']);
    const beside = parse('!! Signe Holm\n# sig-  Sygeplejerske\nne.holm@example.dk');
    expect(beside.personalInfo.email).toBe('signe.holm@example.dk');
  });

  it('joins a word hyphenated before a right-aligned date', () => {
    const cv = parse(
      '## Berufserfahrung\nPflegefachfrau, Klinikum Tempelhofer Feld, Innere Medi- 10/2019–12/2021\nzin, Berlin.',
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.company, e.endDate])).toEqual([
      ['Pflegefachfrau', 'Klinikum Tempelhofer Feld', '2021-12'],
    ]);
    expect(cv.experience[0]!.description + cv.experience[0]!.location).toContain('Innere Medizin');
  });
});

describe('moderncv entries in Spanish', () => {
  it('reads a title written in lower case after the dates, and a language list with comments', () => {
    const cv = parse(
      [
        '## Experiencia',
        '2016–2019 técnico de laboratorio, Hospital Clínico, Valencia.',
        'Descripción general.',
        '## Idiomas',
        'Inglés avanzado  Certificado B2',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => [e.position, e.company])).toEqual([
      ['técnico de laboratorio', 'Hospital Clínico'],
    ]);
    expect(cv.skills.technical).toEqual([]);
  });
});

describe('driving licences and dated entry lines', () => {
  it('takes a driving licence listed among personal details or skills for a certificate', () => {
    const de = parse(
      '!! Noodly Monster\nTelefonnummer  +43 190 888 6969\nFührerschein  A, B\n## Kenntnisse\nPython, Kochen',
    );
    expect(de.certifications).toEqual(['Führerschein A, B']);
    const fr = parse('!! Tux Latex\n45 ans  • Permis B\n## Compétences\nLinux');
    expect(fr.certifications).toEqual(['Permis B']);
    const en = parse('## Personal skills\nDigital skills  HTML, CSS\nDriving licence  A, B');
    expect(en.certifications).toEqual(['Driving licence A, B']);
    expect(en.skills.technical).toEqual(['HTML', 'CSS']);
  });

  it('never takes an entry line with its dates for a heading', () => {
    const cv = parse(
      '## Work experience\n08/2002–Present  Independent consultant\nBritish Council\n03/2002–07/2002  Internship\nEuropean Commission',
    );
    expect(cv.experience.map((e) => e.position)).toEqual(['Independent consultant', 'Internship']);
  });
});

describe('a template that writes "at" in any language', () => {
  it('splits a short header at its one "at", for jobs and schooling', () => {
    const cv = parse(
      [
        '## Work experience',
        'Pflegefachfrau Intensivstation at Klinikum Tempelhofer Feld',
        'Jan 2022 - Current',
        'Berlin',
        '## Education',
        'Ausbildung zur Pflegefachfrau at Pflegeschule am Klinikum Nord',
        'Oct 2016 - Sept 2019',
      ].join('\n'),
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.company])).toEqual([
      ['Pflegefachfrau Intensivstation', 'Klinikum Tempelhofer Feld'],
    ]);
    expect(cv.education.map((e) => [e.degree, e.institution])).toEqual([
      ['Ausbildung zur Pflegefachfrau', 'Pflegeschule am Klinikum Nord'],
    ]);
  });
});

describe('JSON Resume details', () => {
  it('leaves the duration after the dates out of the entry and reads "town, postal code"', () => {
    const cv = parse(
      [
        '!! Karoline Bøgeskov',
        'Vejle, 7100',
        '## Work Experience',
        'Regnskabsassistent, Revisionsfirmaet Holm & Skov',
        'Aug, 2016 - Dec, 2019  3 years 4 months',
      ].join('\n'),
    );
    expect(cv.personalInfo.location).toBe('Vejle, 7100');
    expect(cv.experience.map((e) => [e.position, e.company, e.endDate])).toEqual([
      ['Regnskabsassistent', 'Revisionsfirmaet Holm & Skov', '2019-12'],
    ]);
  });
});

describe('entries without descriptions', () => {
  it('keeps the town under an entry’s dates with that entry', () => {
    const cv = parse(
      [
        '## Work',
        'Team Leader',
        'Northgate Parcel Hub',
        'Feb 2017 – Apr 2020',
        'Salford',
        'Warehouse Operative',
        'Oakfield Logistics',
        'Aug 2015 – Jan 2017',
        'Salford',
      ].join('\n'),
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.company, e.location])).toEqual([
      ['Team Leader', 'Northgate Parcel Hub', 'Salford'],
      ['Warehouse Operative', 'Oakfield Logistics', 'Salford'],
    ]);
  });
});

describe('volunteering', () => {
  it('keeps a post under a volunteering heading as experience, marked as volunteer work', () => {
    const cv = parse(
      '## Erhvervserfaring\nSygeplejerske 2016 – 2024\nAarhus Universitetshospital\n## Frivilligt arbejde\nTræner 2019 – nu\nVejle Roklub',
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.volunteer ?? false])).toEqual([
      ['Sygeplejerske', false],
      ['Træner', true],
    ]);
  });
});

describe('education without dates', () => {
  it('starts a new entry where a degree or a school comes again', () => {
    const cv = parse(
      '## Education\nMaster, Computer Science\nUniversity of Stanford\nBachelor, Information Technology\nUniversity of Oklahoma',
      false,
    );
    expect(cv.education.map((e) => [e.degree, e.institution])).toEqual([
      ['Master, Computer Science', 'University of Stanford'],
      ['Bachelor, Information Technology', 'University of Oklahoma'],
    ]);
  });
});

describe('an unknown heading over dated entries', () => {
  it('ends the section before it when set far larger than the body', () => {
    const lines = [
      '## Bildung',
      'Master of Science in Informatik @Universität von Kalifornien',
      '09/2020 - 09/2022',
      '## Programmierkompetenz',
      'Chatbot für die psychische Gesundheit @Persönliches Projekt',
      '2023 - 2024',
    ];
    const doc = docFrom(lines.join('\n'), { sized: true });
    for (const line of doc.lines) if (line.heading) line.size = 16;
    expect(parseCv(doc).data.education).toHaveLength(1);
  });
});

describe('skill lists keep only skills', () => {
  it('leaves out group labels, dash bullets and a running foot with the name', () => {
    expect(
      skillsOf('## Skills\nLanguages  Tools\nRust  Technologies\nProgrammiersprachen\n- script, - web dev'),
    ).toEqual(['Rust', 'script', 'web dev']);
    const cv = parse('!! John Doe\n## Skills\nPython, SQL\nJohn Doe  Curriculum vitae');
    expect(cv.skills.technical).toEqual(['Python', 'SQL']);
  });
});

describe('a plain-text CV', () => {
  it('drops character rules, reads a labelled period and keeps the description out of the header', () => {
    const cv = parse(
      [
        '-----------------------------',
        'STAGE',
        '-----------------------------',
        "Stage de fin d'études - DevMobile Solutions",
        'Durée : 3 mois (Mars - Juin 2023)',
        "Développement d'une application Android en Kotlin",
        "Intégration d'une API REST avec Retrofit",
        '-----------------------------',
      ].join('\n'),
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.company, e.startDate, e.endDate])).toEqual([
      ["Stage de fin d'études", 'DevMobile Solutions', '2023-03', '2023-06'],
    ]);
    expect(cv.experience[0]!.description).toContain('Retrofit');
  });
});

describe('moderncv casual in Spanish', () => {
  it('reads a long dated header of fields, keeps S.A. whole and finds the address above the contact line', () => {
    const cv = parse(
      [
        '!! Diego Campoalto Ferrer',
        '## Experiencia profesional',
        'mar. 2021– Jefe de turno de almacén, Plataforma Logística Ebro Norte S.A., Zaragoza',
        'actualidad  Coordinación de 25 operarios en el turno de tarde.',
        '## Idiomas',
        'Español nativo',
        '50014 Zaragoza – España',
        '+34 547 330 921  •  diego.campoalto@example.net',
      ].join('\n'),
    );
    expect(cv.experience.map((e) => [e.position, e.company, e.startDate, e.current])).toEqual([
      ['Jefe de turno de almacén', 'Plataforma Logística Ebro Norte S.A.', '2021-03', true],
    ]);
    expect(cv.personalInfo.location).toContain('Zaragoza');
  });
});

describe('bold entry headers', () => {
  it('keeps a plain line inside a description in it, even when it names a title word', () => {
    const lines = [
      '## Experience',
      '** Brightside Dental, Practice Manager',
      '** Aug. 2019 – Current',
      'Handle insurance billing and compliance',
      '** Marsshine Engineering, Office Manager',
      '** Sep. 2015 – Aug. 2019',
      'Handled meeting and travel coordination for 13 executives',
      'Simplified engineer CE credit management by automating reminders',
    ];
    const cv = parse(lines.join('\n'), false);
    expect(cv.experience.map((e) => e.position)).toEqual(['Practice Manager', 'Office Manager']);
  });
});

describe('a line listing degrees', () => {
  it('is one entry per degree, the subject after the school’s name going with the degree', () => {
    const cv = parse(
      '## Academic background\nM.S. Stanford University Computer Science, B.S. UC Berkeley Computer Engineering',
      false,
    );
    expect(cv.education[0]).toMatchObject({
      degree: 'M.S. Computer Science',
      institution: 'Stanford University',
    });
    expect(cv.education).toHaveLength(2);
  });
});

describe('BentoCV entries', () => {
  it('reads a year before a duration as the date, and drops icon glyphs read as letters or brackets', () => {
    const cv = parse(
      '## Professional Experience\nSoftware Intern  Tech\nl Innovatech Solutions ( Ottertown - Ocean  2022 (6 months)\n∗ Contributed to several projects',
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.company, e.startDate])).toEqual([
      ['Software Intern', 'Innovatech Solutions', '2022'],
    ]);
  });
});

describe('employer words', () => {
  it('reads "empresa", "Unternehmen", "entreprise" and "virksomhed" as employers, whatever the order', () => {
    const cv = parse(
      '## Experiencia\n2019 a la fecha  La empresa de la familia Ebro\nMozo de almacén',
      false,
    );
    expect(cv.experience.map((e) => [e.position, e.company])).toEqual([
      ['Mozo de almacén', 'La empresa de la familia Ebro'],
    ]);
  });
});

describe('skill groups headed by their name', () => {
  it('reads a section under an unknown heading that lists technologies as skills', () => {
    const cv = parse(
      '!! Richard Hendriks\n## Web development\nMaster\nHTML\nCSS\nJavaScript\n## Interests\nFerrets',
    );
    expect(cv.skills.technical).toEqual(['HTML', 'CSS', 'JavaScript']);
  });
});

describe('honours under a degree', () => {
  it('describe the degree above and never start an entry of their own', () => {
    const cv = parse(
      [
        '## Education',
        'PhD Princeton University',
        'Sept 2018 – May 2023',
        'Advisor: Prof. Sanjeev Arora',
        'NSF Graduate Research Fellowship, Siebel Scholar',
        'BS Boğaziçi University',
        'Sept 2014 – June 2018',
      ].join('\n'),
      false,
    );
    expect(cv.education.map((e) => [e.degree, e.institution, e.endDate])).toEqual([
      ['PhD', 'Princeton University', '2023-05'],
      ['BS', 'Boğaziçi University', '2018-06'],
    ]);
  });
});

describe('template filler text', () => {
  it('never decides the language of the CV', () => {
    const lorem =
      'Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt ut labore et dolore magna aliquyam erat, sed diam voluptua. At vero eos et accusam et justo duo dolores et ea rebum.';
    const cv = parseCv(
      docFrom(
        `!! Maxx Mustermann\nLead-Entwickler\n## Persönliche Daten\nGeburtstag: 24.10.1990\n## Projekte\n${lorem}\n${lorem}\n${lorem}`,
      ),
    );
    expect(cv.detectedLanguage).toBe('de');
  });
});

describe('certificates in sidebar templates', () => {
  it('reads a heading whose ligature vanished, dated certificates with their issuer below, and a licence heading', () => {
    const cv = parse(
      '## Certications\n2020  Full-Stack Web Development\nCodeAcademy\n2019  AWS Certified Developer\nAmazon Web Services\n## Driving license',
    );
    expect(cv.certifications).toEqual([
      'Full-Stack Web Development',
      'AWS Certified Developer',
      'Driving license',
    ]);
  });
});

describe('issuers under certificates', () => {
  it('leaves a known issuer on the line below a certificate out', () => {
    expect(
      parse('## Certificates\nAWS Certified Solutions Architect\nAmazon Web Services').certifications,
    ).toEqual(['AWS Certified Solutions Architect']);
  });
});

describe('a Werdegang with each date on a line of its own above the entry', () => {
  const werdegang = [
    '## Beruflicher Werdegang',
    'seit 10/2015',
    'Studium der Informatik an der Universität Hamburg',
    '10/2017 bis 9/2019',
    'studentische Hilfskraft am Lehrstuhl für Datenbanken',
    'Betreuung der Übungsgruppen',
    '6/2015',
    'allgemeine Hochschulreife am Goethe-Gymnasium in Hamburg',
    'Leistungskurse: Mathematik und Physik',
  ].join('\n');

  it('reads the line under the date as the entry, even in lower case', () => {
    expect(experienceOf(werdegang)).toMatchObject([
      {
        position: 'studentische Hilfskraft am Lehrstuhl für Datenbanken',
        startDate: '2017-10',
        endDate: '2019-09',
      },
    ]);
  });

  it('parts the degree from the school after "an der" and "am"', () => {
    expect(educationOf(werdegang)).toMatchObject([
      { degree: 'Studium der Informatik', institution: 'Universität Hamburg', startDate: '2015-10' },
      { degree: 'allgemeine Hochschulreife', institution: 'Goethe-Gymnasium in Hamburg', endDate: '2015-06' },
    ]);
  });
});

describe('a degree with its subjects listed after a colon', () => {
  it('keeps the subjects with the degree and the school apart, on one line or two', () => {
    expect(
      educationOf(
        '## Education\n2014  A levels: Biology, Chemistry, Psychology, Harrowgate Fields Sixth Form',
      ),
    ).toMatchObject([
      {
        degree: 'A levels: Biology, Chemistry, Psychology',
        institution: 'Harrowgate Fields Sixth Form',
        endDate: '2014',
      },
    ]);
    expect(
      educationOf('## Education\n2012  GCSEs: Maths, English, French\nBrookside Sixth Form College'),
    ).toMatchObject([
      { degree: 'GCSEs: Maths, English, French', institution: 'Brookside Sixth Form College' },
    ]);
  });
});

describe('a running head with the name inside an entry', () => {
  it('is page furniture, not the employer', () => {
    const cv = parse(
      [
        '!! Harriet Quillfeather',
        'harriet@example.org',
        '## Work experience',
        'Sep 2013 – May 2014  Ward Clerk',
        'Curriculum vitae  Harriet Quillfeather',
        'Harrogate Fields Infirmary, Harrogate',
      ].join('\n'),
    );
    expect(cv.experience).toMatchObject([{ position: 'Ward Clerk', company: 'Harrogate Fields Infirmary' }]);
  });
});

describe('a template’s English "at" in a header in another language', () => {
  it('parts title and employer there, whatever the title’s own "en"', () => {
    const jobs = experienceOf(
      [
        '## Experiencia',
        'Especialista en Marketing Digital at Agencia Brisa Creativa',
        'Feb 2022 – Present',
        'Prácticas en Marketing at Moda Ribera Textil',
        'Jan 2019 – May 2019',
      ].join('\n'),
    );
    expect(jobs).toMatchObject([
      { position: 'Especialista en Marketing Digital', company: 'Agencia Brisa Creativa' },
      { position: 'Prácticas en Marketing', company: 'Moda Ribera Textil' },
    ]);
  });
});

describe('moderncv headers: a wrapped company form and the closing full stop', () => {
  it('joins "Co." wrapped onto the next line to its company, and reads "Portland, OR." as the place', () => {
    const jobs = parse(
      [
        '## Experience',
        'Digital Marketing Manager, Cascade Trail Outfitters March 2021–Present',
        'Portland, OR.',
        'Marketing Specialist, Willamette Roasting January 2018–February 2021',
        'Co., Portland, OR.',
        '{  Ran the Shopify store, SEO and seasonal campaigns.',
      ].join('\n'),
    ).experience;
    expect(jobs).toMatchObject([
      { position: 'Digital Marketing Manager', company: 'Cascade Trail Outfitters', startDate: '2021-03' },
      {
        position: 'Marketing Specialist',
        company: 'Willamette Roasting Co.',
        startDate: '2018-01',
        endDate: '2021-02',
      },
    ]);
    expect(jobs[0]!.location).toMatch(/^Portland, OR/);
  });
});

describe('a Spanish school-leaving degree before its school', () => {
  it('parts "Bachiller en …" from "Colegio …"', () => {
    expect(
      educationOf('## Educación\nBachiller en Ciencias Naturales Colegio Modelo\n2010 - 2014'),
    ).toMatchObject([{ degree: 'Bachiller en Ciencias Naturales', institution: 'Colegio Modelo' }]);
  });
});
