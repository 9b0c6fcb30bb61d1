import {
  BUILDER_SECTIONS,
  CV_FONT_NAMES,
  cvFontCss,
  type BuilderSection,
  type TBuilderCv,
  type TCvCustomization,
} from '#domain/cv-builder';
import { descriptionBlocks, formatDate, formatDateRange, SECTION_HEADINGS } from '#domain/cv-builder/labels';
import { fontFile } from '../../infra/fonts.ts';
import { joined, shownSections } from './sections.ts';

/**
 * The CV as one self-contained HTML file (spec 001 §7 "Local work"): the template's html_template
 * with placeholders {{fullName}}, {{jobTitle}}, {{email}}, {{phone}}, {{location}}, {{summary}},
 * {{experience}}, {{education}}, {{skills}} (and the builder's {{languages}}, {{certificates}},
 * {{projects}}, {{links}}), or a built-in layout; {{primaryColor}}, {{fontSize}} and {{fontFamily}}
 * are substituted from the customisation. Every value from the CV is HTML-escaped; the section
 * placeholders hold markup built here from escaped values. The font travels inside the file.
 */

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only web and mail links become links; anything else (javascript:) is shown as text. */
const SAFE_URL = /^(?:https?:\/\/|mailto:)/i;

function link(url: string, label = url): string {
  return SAFE_URL.test(url.trim())
    ? `<a href="${escapeHtml(url.trim())}">${escapeHtml(label)}</a>`
    : escapeHtml(label);
}

function description(value: string): string {
  const lines = descriptionBlocks(value).map((block) => ({
    bullet: block.kind === 'bullet',
    text: block.text,
  }));
  let html = '';
  let inList = false;
  for (const line of lines) {
    if (line.bullet !== inList) html += line.bullet ? '<ul>' : '</ul>';
    inList = line.bullet;
    html += line.bullet ? `<li>${escapeHtml(line.text)}</li>` : `<p>${escapeHtml(line.text)}</p>`;
  }
  return inList ? `${html}</ul>` : html;
}

function entry(title: string, where: string, when: string, body: string): string {
  return [
    '<div class="entry">',
    `<h3>${escapeHtml(title)}</h3>`,
    where ? `<div class="where">${where}</div>` : '',
    when ? `<div class="when">${escapeHtml(when)}</div>` : '',
    body,
    '</div>',
  ].join('');
}

function sectionHtml(section: BuilderSection, cv: TBuilderCv, c: TCvCustomization): string {
  switch (section) {
    case 'summary':
      return description(cv.summary);
    case 'experience':
      return cv.experience
        .map((e) =>
          entry(
            e.position,
            escapeHtml(joined(e.company, e.location)),
            formatDateRange(e.startDate, e.endDate, e.current, c.dateFormat, c.language),
            description(e.description),
          ),
        )
        .join('');
    case 'education':
      return cv.education
        .map((e) =>
          entry(
            e.degree,
            escapeHtml(joined(e.institution, e.location)),
            formatDateRange(e.startDate, e.graduationDate, false, c.dateFormat, c.language),
            description(e.description),
          ),
        )
        .join('');
    case 'skills':
      return `<ul class="skills">${cv.skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`;
    case 'languages':
      return `<ul>${cv.languages.map((l) => `<li>${escapeHtml(l.level ? `${l.language} – ${l.level}` : l.language)}</li>`).join('')}</ul>`;
    case 'certificates':
      return `<ul>${cv.certificates.map((cert) => `<li>${escapeHtml(joined(cert.name, cert.issuer, formatDate(cert.date, c.dateFormat, c.language)))}</li>`).join('')}</ul>`;
    case 'projects':
      return cv.projects
        .map((p) => entry(p.name, p.url ? link(p.url) : '', '', description(p.description)))
        .join('');
    case 'links':
      return `<ul>${cv.links.map((l) => `<li>${l.label ? `${escapeHtml(l.label)}: ` : ''}${link(l.url)}</li>`).join('')}</ul>`;
  }
}

/** The built-in layout: the header, then the shown sections in the customisation's order. */
function defaultTemplate(sections: readonly BuilderSection[], c: TCvCustomization): string {
  const body = sections
    .map((s) => `<section><h2>${escapeHtml(SECTION_HEADINGS[c.language][s])}</h2>{{${s}}}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="${c.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{fullName}}</title>
<style>
{{fontFaces}}
body { font-family: {{fontFamily}}; font-size: {{fontSize}}; line-height: {{lineSpacing}}; color: #1f2328; max-width: 48rem; margin: 2rem auto; padding: 0 1.5rem; font-kerning: none; }
h1 { color: {{primaryColor}}; margin: 0; font-size: 2em; }
h2 { color: {{primaryColor}}; border-bottom: 1px solid {{primaryColor}}; font-size: 1.25em; margin: 1.5em 0 0.5em; }
h3 { font-size: 1em; margin: 0.75em 0 0; }
.title { font-size: 1.15em; margin: 0.25em 0; }
.contact, .when { color: #57606a; }
.contact span:empty { display: none; }
.contact span:not(:empty) ~ span:not(:empty)::before { content: ' · '; }
p { margin: 0.25em 0; }
ul { margin: 0.25em 0; padding-left: 1.25em; }
ul.skills { padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 0.25em 1em; }
a { color: {{primaryColor}}; }
</style>
</head>
<body>
<header>
<h1>{{fullName}}</h1>
<div class="title">{{jobTitle}}</div>
<div class="contact"><span>{{email}}</span><span>{{phone}}</span><span>{{location}}</span></div>
</header>
${body}
</body>
</html>
`;
}

/** The font's regular and bold Western European files as @font-face rules with data URLs. */
function fontFaces(c: TCvCustomization): string {
  const name = CV_FONT_NAMES[c.fontFamily];
  return (['regular', 'bold'] as const)
    .map((weight) => {
      const data = fontFile(c.fontFamily, 'latin', weight).toString('base64');
      return `@font-face { font-family: '${name}'; font-weight: ${weight === 'bold' ? 700 : 400}; src: url(data:font/ttf;base64,${data}) format('truetype'); }`;
    })
    .join('\n');
}

export function renderCvHtml(
  cv: TBuilderCv,
  customization: TCvCustomization,
  htmlTemplate: string | null = null,
): string {
  const c = customization;
  const sections = shownSections(cv, c);
  const shown = new Set(sections);
  const values: Record<string, string> = {
    fullName: escapeHtml(cv.fullName),
    jobTitle: escapeHtml(cv.jobTitle),
    email: escapeHtml(cv.email),
    phone: escapeHtml(cv.phone),
    location: escapeHtml(cv.location),
    primaryColor: c.primaryColor,
    fontSize: `${c.fontSize}pt`,
    lineSpacing: String(c.lineSpacing),
    fontFamily: cvFontCss(c.fontFamily),
    fontFaces: htmlTemplate ? '' : fontFaces(c),
  };
  for (const section of BUILDER_SECTIONS) {
    values[section] = shown.has(section) ? sectionHtml(section, cv, c) : '';
  }
  return (htmlTemplate ?? defaultTemplate(sections, c)).replace(
    /\{\{\s*(\w+)\s*\}\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}
