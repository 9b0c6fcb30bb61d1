/**
 * Test material for engine/match: structured CVs (a backend developer, a nurse, a Danish
 * warehouse worker) and the real job ads in ../shared/data/job-ads, read from disk (never copied
 * into the repository; see that folder's SOURCES.md for where each ad comes from).
 */
import { emptyCvData, type TCvData } from '#domain/cv';
import { JOB_ADS_DIR, loadJobAds } from '../../test/job-ads.ts';

export { JOB_ADS_DIR, loadJobAds };

export function jobAd(prefix: string): string {
  const ad = loadJobAds().find((a) => a.id.startsWith(prefix));
  if (!ad) throw new Error(`No job ad ${prefix} in ${JOB_ADS_DIR}`);
  return ad.text;
}

/** A date for "now" so current jobs count the same on every run. */
export const NOW = new Date(Date.UTC(2025, 5, 1));

export function backendDeveloperCv(): TCvData {
  return {
    ...emptyCvData(),
    personalInfo: {
      fullName: 'Mads Jensen',
      email: 'mads@example.com',
      phone: '+45 12 34 56 78',
      location: 'Aarhus',
      linkedinUrl: '',
    },
    summary:
      'Backend developer with six years of Python and Django, building REST APIs and data pipelines. Strong communication skills and attention to detail.',
    experience: [
      {
        position: 'Senior Backend Developer',
        company: 'Acme A/S',
        location: 'Aarhus',
        startDate: '2021-01',
        endDate: null,
        current: true,
        description:
          'Built RESTful APIs in Python/Django and Django REST Framework on PostgreSQL; data collection and analytics pipelines with Pandas and NumPy; deployed on AWS (EC2, S3) from Linux servers; code in Git.',
      },
      {
        position: 'Python Developer',
        company: 'Webshop ApS',
        location: 'Aarhus',
        startDate: '2018-03',
        endDate: '2021-06',
        current: false,
        description:
          'Web applications with Django, Jinja2 templates, JavaScript and jQuery on the front end, HTML and CSS; integrated payment APIs; problem solving with the front-end team.',
      },
    ],
    education: [
      {
        degree: 'BSc Computer Science',
        institution: 'Aarhus University',
        startDate: '2015',
        endDate: '2018',
      },
    ],
    skills: {
      technical: ['Python', 'Django', 'PostgreSQL', 'Git', 'Linux', 'AWS', 'JS', 'HTML', 'CSS', 'REST APIs'],
      soft: ['Communication', 'Problem solving'],
      languages: ['Danish (native)', 'English (fluent)'],
    },
  };
}

export function nurseCv(): TCvData {
  return {
    ...emptyCvData(),
    personalInfo: {
      fullName: 'Sofie Hansen',
      email: 'sofie@example.com',
      phone: '',
      location: 'Odense',
      linkedinUrl: '',
    },
    summary:
      'Registered nurse with ten years on medical and surgical wards, caring for patients and families.',
    experience: [
      {
        position: 'Nurse',
        company: 'Odense University Hospital',
        location: 'Odense',
        startDate: '2015-08',
        endDate: null,
        current: true,
        description: 'Patient care on a surgical ward, medication rounds, wound care and discharge planning.',
      },
      {
        position: 'Nursing assistant',
        company: 'Svendborg Hospital',
        location: 'Svendborg',
        startDate: '2012-01',
        endDate: '2015-06',
        current: false,
        description: 'Supported nurses with patient hygiene and mobilisation.',
      },
    ],
    education: [
      { degree: 'Bachelor of Nursing', institution: 'UCL Odense', startDate: '2011', endDate: '2015' },
    ],
    skills: {
      technical: ['Patient care', 'Wound care', 'Medication administration'],
      soft: ['Empathy', 'Teamwork'],
      languages: ['Danish', 'English'],
    },
  };
}

export function warehouseCv(): TCvData {
  return {
    ...emptyCvData(),
    personalInfo: { fullName: 'Jonas Madsen', email: '', phone: '', location: 'Horsens', linkedinUrl: '' },
    summary: 'Erfaren lagermedarbejder og truckfører, vant til pluk og pak og travle perioder.',
    experience: [
      {
        position: 'Lagermedarbejder',
        company: 'PostNord',
        location: 'Horsens',
        startDate: '2019',
        endDate: '2024',
        current: false,
        description: 'Pluk og pak, sortering af pakker, truckkørsel med gaffeltruck, varemodtagelse.',
      },
    ],
    skills: {
      technical: ['Truckcertifikat', 'Lagerarbejde'],
      soft: ['Fleksibel'],
      languages: ['Dansk', 'Engelsk'],
    },
  };
}
