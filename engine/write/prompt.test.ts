import { describe, expect, it } from 'vitest';
import { buildLetterPrompt } from './index.ts';
import { APPLICANT, BACKEND_AD, GERMAN_BACKEND_AD, SARAH, TOBIAS, letterInput } from './test-fixtures.ts';

describe('buildLetterPrompt', () => {
  it('states the rules, the language, the tone, the length and the exact letter parts', () => {
    const { system } = buildLetterPrompt(letterInput(TOBIAS, GERMAN_BACKEND_AD, 'german', 'formal'));
    expect(system).toContain('Write the complete letter in German (language code de), in a formal tone.');
    expect(system).toContain('Never invent or embellish a skill, technology, employer');
    expect(system).toContain('Never claim a requirement the ATS report lists as missing.');
    expect(system).toContain('250 to 400 words');
    expect(system).toContain('Plain text only');
    expect(system).toContain('- Date: 22. November 2026');
    expect(system).toContain('- Subject line: Bewerbung als Backend-Entwickler');
    expect(system).toContain('- Greeting: Sehr geehrte Damen und Herren,');
    expect(system).toContain('- Sign-off: Mit freundlichen Grüßen, then Tobias Weber');
    expect(system).toContain('- Recipient: Check24 GmbH');
  });

  it('gives the structured CV, the ad and the report, with missing requirements apart', () => {
    const input = letterInput(SARAH, BACKEND_AD, 'english', 'professional', { applicant: APPLICANT });
    const { prompt, system } = buildLetterPrompt(input);
    const data = JSON.parse(prompt.slice(prompt.indexOf('{')));
    expect(data.job).toMatchObject({
      title: 'Senior Backend Engineer',
      company: 'Tink',
      location: 'Stockholm',
    });
    expect(data.job.requirements).toContainEqual({
      text: 'Kubernetes',
      importance: 'must',
      kind: 'hard-skill',
    });
    expect(data.atsReport.matched.map((m: { requirement: string }) => m.requirement)).toContain('TypeScript');
    expect(data.atsReport.missing).toContainEqual({ requirement: 'Kubernetes', importance: 'must' });
    // The fact sheet's paid years (2014–present, merged: 12) capped by the "ten years" the CV states.
    expect(data.atsReport.yearsOfExperienceInCv).toBe(10);
    expect(data.candidate.experience[0]).toMatchObject({
      position: 'Senior Software Engineer',
      company: 'Monzo Bank',
      from: '2020-01',
      to: 'present',
    });
    expect(data.candidate.technicalSkills).toContain('Terraform');
    expect(system).toContain(
      '- Sender block (one item per line): Sarah Mitchell / Manchester, UK / +44 7700 900123 / sarah.mitchell@gmail.com',
    );
    expect(system).toContain('- No subject line.');
  });

  it('says so when the company is not named', () => {
    const input = letterInput(
      SARAH,
      { ...BACKEND_AD, ad: { ...BACKEND_AD.ad, company: '' } },
      'danish',
      'friendly',
      {
        companyName: '',
      },
    );
    const { system } = buildLetterPrompt(input);
    expect(system).toContain('- The company is not named: write to it without a name.');
    expect(system).toContain('- Greeting: Kære rekrutteringsansvarlige,');
  });
});
