import { describe, expect, it } from 'vitest';
import { defaultCustomization } from '#domain/cv-builder/layout';
import { SAMPLE_BUILDER_CV } from '#domain/cv-builder/sample-cv';
import { findTemplate } from '#domain/cv-builder/templates';
import { renderCvHtml } from './html.ts';

const customization = {
  ...defaultCustomization(findTemplate('classic')!),
  primaryColor: '#123456',
  fontSize: 11,
};

describe('renderCvHtml', () => {
  it('fills the spec’s placeholders and substitutes colour, font size and family', () => {
    const template =
      '<h1 style="color: {{primaryColor}}; font: {{fontSize}} {{fontFamily}}">{{fullName}}</h1><p>{{jobTitle}}|{{email}}|{{phone}}|{{location}}</p>{{summary}}<div id="x">{{experience}}</div><div id="e">{{education}}</div>{{skills}}{{unknown}}';
    const html = renderCvHtml(SAMPLE_BUILDER_CV, customization, template);
    expect(html).toContain(
      `<h1 style="color: #123456; font: 11pt 'Source Serif 4', serif">Søren Æbelø-Müller</h1>`,
    );
    expect(html).toContain(
      '<p>Senior Frontend Developer|soren@example.com|+45 12 34 56 78|Aarhus, Denmark</p>',
    );
    expect(html).toContain('<p>Frontend developer with eight years of React and TypeScript.</p>');
    expect(html).toContain(
      '<h3>Senior Frontend Developer</h3><div class="where">Brød &amp; Smør ApS, Aarhus</div>',
    );
    expect(html).toContain('<div class="when">Mar 2021 – Present</div>');
    expect(html).toContain('<ul><li>Built the design system</li><li>Cut load time by 40%</li></ul>');
    expect(html).toContain('<h3>MSc Computer Science</h3>');
    expect(html).toContain('<ul class="skills"><li>React</li><li>TypeScript</li><li>Accessibility</li></ul>');
    // A placeholder we do not know is left as written.
    expect(html).toContain('{{unknown}}');
  });

  it('escapes every value from the CV, and a value never fills in a placeholder of its own', () => {
    const cv = {
      ...SAMPLE_BUILDER_CV,
      fullName: '<script>alert("x")</script> & Co',
      jobTitle: "O'Brien {{email}}",
      skills: ['<b>C++</b>'],
      links: [{ id: 'k', label: 'Evil', url: 'javascript:alert(1)' }],
    };
    const html = renderCvHtml(cv, customization);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(html).toContain('O&#39;Brien {{email}}');
    expect(html).toContain('<li>&lt;b&gt;C++&lt;/b&gt;</li>');
    expect(html).not.toContain('href="javascript:');
  });

  it('has a built-in layout: a whole document with the sections in the chosen order, hidden ones left out, the font inside', () => {
    const html = renderCvHtml(SAMPLE_BUILDER_CV, {
      ...customization,
      language: 'da',
      sectionOrder: [
        'skills',
        'experience',
        'summary',
        'education',
        'languages',
        'certificates',
        'projects',
        'links',
      ],
      hiddenSections: ['education'],
    });
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="da">');
    expect(html).toContain('color: #123456');
    expect(html).toMatch(
      /@font-face \{ font-family: 'Source Serif 4'; font-weight: 400; src: url\(data:font\/ttf;base64,/,
    );
    const headings = [...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual([
      'Kompetencer',
      'Erfaring',
      'Profil',
      'Sprog',
      'Certifikater',
      'Projekter',
      'Links',
    ]);
    expect(html).toContain('<a href="https://github.com/soren">https://github.com/soren</a>');
  });
});
