import { describe, expect, it } from 'vitest';
import { MAX_CV_BYTES } from '#domain/cv';
import { da, en } from '../../app/locales';
import { fileProblem, problemFromApi, textProblem, urlProblem } from './form-rules';

describe('LinkedIn form rules', () => {
  it("spec 001 §5: empty gives 'Indtast LinkedIn URL', an address not on linkedin.com 'Ugyldig URL'", () => {
    expect(urlProblem('')).toBe('urlRequired');
    expect(urlProblem('   ')).toBe('urlRequired');
    expect(urlProblem('https://example.com/in/anna')).toBe('urlInvalid');
    expect(urlProblem('https://www.linkedin.com.evil.com/in/anna')).toBe('urlInvalid');
    expect(urlProblem('https://www.linkedin.com/in/anna-holm')).toBeNull();
    expect(urlProblem('linkedin.com/in/anna-holm')).toBeNull();
    expect(da.linkedin.errors.urlRequired).toBe('Indtast LinkedIn URL');
    expect(da.linkedin.errors.urlInvalid).toBe('Ugyldig URL');
    expect(da.linkedin.errors.toastTitle).toBe('Analyse fejl');
    expect(en.linkedin.errors.urlInvalid).toBe('Invalid URL');
  });

  it('spec 001 §9: the bands are named Fremragende and God in Danish', () => {
    expect(da.linkedin.result.bands).toMatchObject({ excellent: 'Fremragende', good: 'God' });
  });

  it('takes a PDF within the upload limit, and pasted text long enough to be a profile', () => {
    expect(fileProblem(null)).toBe('fileRequired');
    expect(fileProblem({ name: 'Profile.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(fileProblem({ name: 'Profile.pdf', type: '', size: 1000 })).toBeNull();
    expect(
      fileProblem({
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      }),
    ).toBe('notPdf');
    expect(fileProblem({ name: 'Profile.pdf', type: 'application/pdf', size: MAX_CV_BYTES + 1 })).toBe(
      'tooLarge',
    );
    expect(textProblem('Anna')).toBe('textRequired');
    expect(
      textProblem('Anna Holm\nData Engineer\nExperience\nSalling Group\nData Engineer\n2020 - Present'),
    ).toBeNull();
  });

  it("maps the server's refusals to the form's messages", () => {
    expect(problemFromApi('VALIDATION_FAILED', { linkedinUrl: 'Ugyldig URL' })).toBe('urlInvalid');
    expect(problemFromApi('VALIDATION_FAILED', { linkedinUrl: 'Indtast LinkedIn URL' })).toBe('urlRequired');
    expect(problemFromApi('UNSUPPORTED_MEDIA_TYPE', { file: 'PDF only' })).toBe('notPdf');
    expect(problemFromApi('CV_TOO_LARGE', undefined)).toBe('tooLarge');
    expect(problemFromApi('VALIDATION_FAILED', { profileText: 'No LinkedIn profile found' })).toBe(
      'notAProfile',
    );
    expect(problemFromApi('RATE_LIMITED', undefined)).toBe('busy');
    expect(problemFromApi('INTERNAL', undefined)).toBe('generic');
  });
});
