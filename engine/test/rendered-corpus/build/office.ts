import type { Job, Person, School } from '../persons/types.ts';
import { WORDS, allSkills, formatDate, formatRange, fullName, jobs, locality, volunteers } from './i18n.ts';

/**
 * LibreOffice renderings. The build writes a flat ODF text document (.fodt) per CV and has
 * LibreOffice Writer convert it to DOCX, DOC, ODT or PDF, so the files carry LibreOffice's own
 * tables, text frames (text boxes in Word formats) and page headers/footers.
 *
 * - `table-dates`: name and title in the page header, contacts in the page footer; every entry a
 *   table row with the dates in a left column; skills in a three-column grid.
 * - `sidebar-frame`: a page-anchored text frame on the left with contacts, skills and languages;
 *   the main text runs to its right.
 * - `label-table`: Europass-like label/value tables ("Phone", "E-mail", dates as labels); the
 *   name and contacts repeat in the page footer.
 */
export type OfficeLayout = 'table-dates' | 'sidebar-frame' | 'label-table';

const x = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const p = (style: string, text: string) => `<text:p text:style-name="${style}">${x(text)}</text:p>`;
const bullets = (items: string[] | undefined, style = 'Body') =>
  items?.length
    ? `<text:list text:style-name="L1">${items.map((b) => `<text:list-item>${p(style, b)}</text:list-item>`).join('')}</text:list>`
    : '';

let tableCount = 0;
function table(cols: string[], rows: string[][]): string {
  const name = `Table${++tableCount}`;
  const colXml = cols.map((c) => `<table:table-column table:style-name="${c}"/>`).join('');
  const rowXml = rows
    .map(
      (r) =>
        `<table:table-row>${r.map((cell) => `<table:table-cell table:style-name="Cell" office:value-type="string">${cell}</table:table-cell>`).join('')}</table:table-row>`,
    )
    .join('');
  return `<table:table table:name="${name}" table:style-name="Tab">${colXml}${rowXml}</table:table>`;
}

const jobRange = (pe: Person, j: Job) => formatRange(j.start, j.end, pe.dateStyle, pe.lang);
const schoolRange = (pe: Person, s: School) => formatRange(s.start, s.end, pe.dateStyle, pe.lang);

function tableDates(pe: Person): { body: string; header: string; footer: string } {
  const w = WORDS[pe.lang];
  const entryRows = (list: Job[]) =>
    list.map((j) => [
      p('Small', jobRange(pe, j)),
      p('Bold', j.position) + p('Body', [j.company, j.city].filter(Boolean).join(', ')) + bullets(j.bullets),
    ]);
  const vol = volunteers(pe);
  const skills = allSkills(pe);
  const grid: string[][] = [];
  for (let i = 0; i < skills.length; i += 3) grid.push([0, 1, 2].map((k) => p('Body', skills[i + k] ?? '')));
  const body = [
    p('H', w.profile),
    p('Body', pe.summary),
    p('H', w.experience),
    table(['ColDate', 'ColMain'], entryRows(jobs(pe))),
    vol.length ? p('H', w.volunteer) + table(['ColDate', 'ColMain'], entryRows(vol)) : '',
    p('H', w.education),
    table(
      ['ColDate', 'ColMain'],
      pe.education.map((s) => [
        p('Small', schoolRange(pe, s)),
        s.degree
          ? p('Bold', s.degree) + p('Body', [s.institution, s.city].filter(Boolean).join(', '))
          : p('Bold', s.institution),
      ]),
    ),
    pe.certs.length
      ? p('H', w.certificates) +
        table(
          ['ColDate', 'ColMain'],
          pe.certs.map((c) => [
            p('Small', c.date ? formatDate(c.date, pe.dateStyle, pe.lang) : ''),
            p('Body', c.name),
          ]),
        )
      : '',
    p('H', w.skills),
    table(['ColThird', 'ColThird', 'ColThird'], grid),
    p('H', w.languages),
    table(
      ['ColDate', 'ColMain'],
      pe.languages.map((l) => [p('Bold', l.name), p('Body', l.level)]),
    ),
  ].join('');
  const header = p('Name', fullName(pe)) + p('Title', pe.title);
  const footer = p(
    'Footer',
    [locality(pe), pe.phone, pe.email, pe.linkedin ? `linkedin.com/in/${pe.linkedin}` : '']
      .filter(Boolean)
      .join('  |  '),
  );
  return { body, header, footer };
}

function sidebarFrame(pe: Person): { body: string; header: string; footer: string } {
  const w = WORDS[pe.lang];
  const side = [
    p('SideH', w.contact),
    pe.street ? p('Side', pe.street) : '',
    p('Side', locality(pe)),
    p('Side', pe.phone),
    p('Side', pe.email),
    pe.linkedin ? p('Side', `linkedin.com/in/${pe.linkedin}`) : '',
    p('SideH', w.skills),
    ...pe.skills.flatMap((g) => [
      g.label ? p('SideBold', g.label) : '',
      ...g.items.map((i) => p('Side', `• ${i}`)),
    ]),
    p('SideH', w.languages),
    ...pe.languages.map((l) => p('Side', `${l.name}: ${l.level}`)),
  ].join('');
  const frame = `<draw:frame draw:style-name="fr1" draw:name="Sidebar" text:anchor-type="page" text:anchor-page-number="1" svg:x="0.8cm" svg:y="1cm" svg:width="5.6cm" draw:z-index="0"><draw:text-box fo:min-height="26cm">${side}</draw:text-box></draw:frame>`;
  const entry = (j: Job) =>
    p('MainBold', `${j.position} — ${j.company}`) +
    p('MainSmall', [jobRange(pe, j), j.city].filter(Boolean).join(' · ')) +
    bullets(j.bullets, 'Main');
  const vol = volunteers(pe);
  const body = [
    frame,
    p('MainName', fullName(pe)),
    p('MainTitle', pe.title),
    p('MainH', w.profile),
    p('Main', pe.summary),
    p('MainH', w.experience),
    ...jobs(pe).map(entry),
    vol.length ? p('MainH', w.volunteer) + vol.map(entry).join('') : '',
    p('MainH', w.education),
    ...pe.education.map(
      (s) =>
        p('MainBold', s.degree ?? s.institution) +
        p('MainSmall', [s.degree ? s.institution : '', schoolRange(pe, s)].filter(Boolean).join(' · ')),
    ),
    pe.certs.length
      ? p('MainH', w.certificates) +
        pe.certs
          .map((c) => p('Main', c.date ? `${c.name} (${formatDate(c.date, pe.dateStyle, pe.lang)})` : c.name))
          .join('')
      : '',
    pe.interests?.length ? p('MainH', w.interests) + p('Main', pe.interests.join(', ')) : '',
  ].join('');
  return { body, header: '', footer: '' };
}

function labelTable(pe: Person): { body: string; header: string; footer: string } {
  const w = WORDS[pe.lang];
  const row = (label: string, value: string) => [p('Label', label), value];
  const jobRows = (list: Job[]) =>
    list.map((j) =>
      row(
        jobRange(pe, j),
        p('Bold', j.position) +
          p('Body', [j.company, j.city].filter(Boolean).join(', ')) +
          bullets(j.bullets),
      ),
    );
  const vol = volunteers(pe);
  const body = [
    p('Name', fullName(pe)),
    p('Title', pe.title),
    p('H', w.personal),
    table(
      ['ColLabel', 'ColValue'],
      [
        row(w.address, p('Body', [pe.street, locality(pe)].filter(Boolean).join(', '))),
        row(w.phone, p('Body', pe.phone)),
        row(w.email, p('Body', pe.email)),
        ...(pe.linkedin ? [row('LinkedIn', p('Body', `https://www.linkedin.com/in/${pe.linkedin}`))] : []),
      ],
    ),
    p('H', w.profile),
    p('Body', pe.summary),
    p('H', w.experience),
    table(['ColLabel', 'ColValue'], jobRows(jobs(pe))),
    vol.length ? p('H', w.volunteer) + table(['ColLabel', 'ColValue'], jobRows(vol)) : '',
    p('H', w.education),
    table(
      ['ColLabel', 'ColValue'],
      pe.education.map((s) =>
        row(
          schoolRange(pe, s),
          s.degree ? p('Bold', s.degree) + p('Body', s.institution) : p('Bold', s.institution),
        ),
      ),
    ),
    p('H', w.skills),
    table(
      ['ColLabel', 'ColValue'],
      [
        row(w.languages, p('Body', pe.languages.map((l) => `${l.name} (${l.level})`).join(', '))),
        ...pe.skills.map((g) => row(g.label ?? w.skills, p('Body', g.items.join(', ')))),
        ...(pe.certs.length ? [row(w.certificates, pe.certs.map((c) => p('Body', c.name)).join(''))] : []),
      ],
    ),
  ].join('');
  const footer = p('Footer', `${fullName(pe)}  •  ${pe.email}  •  ${pe.phone}`);
  return { body, header: '', footer };
}

/** The flat ODT source of one CV in one layout. */
export function fodt(pe: Person, layout: OfficeLayout): string {
  tableCount = 0;
  const { body, header, footer } =
    layout === 'table-dates'
      ? tableDates(pe)
      : layout === 'sidebar-frame'
        ? sidebarFrame(pe)
        : labelTable(pe);
  const lang = pe.lang;
  const country = { en: 'GB', da: 'DK', de: 'DE', es: 'ES', fr: 'FR' }[lang];
  const accent = { 'table-dates': '#1f4e79', 'sidebar-frame': '#2e6b4f', 'label-table': '#0e4194' }[layout];
  const para = (name: string, props: string, text: string) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties fo:language="${lang}" fo:country="${country}" ${text}/></style:style>`;
  const main = 'fo:margin-left="6.4cm"';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generated by engine/test/rendered-corpus/build (fictional person ${x(pe.id)}, layout ${layout}); do not edit. -->
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>${x(fullName(pe))} – CV</dc:title><meta:creation-date>2025-01-15T09:00:00</meta:creation-date></office:meta>
<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="'Liberation Sans'" style:font-family-generic="swiss"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt" fo:language="${lang}" fo:country="${country}"/></style:default-style>
${para('Body', 'fo:margin-bottom="0.05cm"', '')}
${para('Bold', 'fo:margin-top="0.05cm"', 'fo:font-weight="bold" fo:font-size="10.5pt"')}
${para('Small', '', `fo:font-size="9pt" fo:color="${accent}"`)}
${para('Label', 'fo:text-align="end"', `fo:font-size="9pt" fo:color="${accent}"`)}
${para('Name', '', 'fo:font-size="22pt" fo:font-weight="bold"')}
${para('Title', 'fo:margin-bottom="0.2cm"', `fo:font-size="13pt" fo:font-style="italic" fo:color="${accent}"`)}
${para('H', 'fo:margin-top="0.35cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid #808080" fo:keep-with-next="always"', `fo:font-size="13pt" fo:font-weight="bold" fo:color="${accent}"`)}
${para('Footer', 'fo:text-align="center"', 'fo:font-size="8.5pt"')}
${para('Side', 'fo:margin-bottom="0.05cm"', 'fo:font-size="9pt"')}
${para('SideBold', 'fo:margin-top="0.1cm"', 'fo:font-size="9pt" fo:font-weight="bold"')}
${para('SideH', 'fo:margin-top="0.35cm" fo:margin-bottom="0.1cm"', `fo:font-size="11pt" fo:font-weight="bold" fo:color="${accent}"`)}
${para('Main', main, '')}
${para('MainBold', `${main} fo:margin-top="0.15cm"`, 'fo:font-weight="bold" fo:font-size="10.5pt"')}
${para('MainSmall', main, `fo:font-size="9pt" fo:color="${accent}"`)}
${para('MainName', main, 'fo:font-size="22pt" fo:font-weight="bold"')}
${para('MainTitle', `${main} fo:margin-bottom="0.2cm"`, `fo:font-size="13pt" fo:font-style="italic" fo:color="${accent}"`)}
${para('MainH', `${main} fo:margin-top="0.35cm" fo:margin-bottom="0.15cm" fo:border-bottom="0.5pt solid #808080" fo:keep-with-next="always"`, `fo:font-size="13pt" fo:font-weight="bold" fo:color="${accent}"`)}
<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="${layout === 'sidebar-frame' ? '6.9cm' : '0.5cm'}" fo:text-indent="-0.4cm" fo:margin-left="${layout === 'sidebar-frame' ? '6.9cm' : '0.5cm'}"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>
</office:styles>
<office:automatic-styles>
<style:style style:name="Tab" style:family="table"><style:table-properties style:width="17.4cm" table:align="left"/></style:style>
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding-top="0.05cm" fo:padding-bottom="0.05cm" fo:padding-left="0.1cm" fo:padding-right="0.25cm" fo:border="none"/></style:style>
<style:style style:name="ColDate" style:family="table-column"><style:table-column-properties style:column-width="3.6cm"/></style:style>
<style:style style:name="ColMain" style:family="table-column"><style:table-column-properties style:column-width="13.8cm"/></style:style>
<style:style style:name="ColLabel" style:family="table-column"><style:table-column-properties style:column-width="4.6cm"/></style:style>
<style:style style:name="ColValue" style:family="table-column"><style:table-column-properties style:column-width="12.8cm"/></style:style>
<style:style style:name="ColThird" style:family="table-column"><style:table-column-properties style:column-width="5.8cm"/></style:style>
<style:style style:name="fr1" style:family="graphic"><style:graphic-properties fo:background-color="#e6efe9" style:wrap="run-through" style:run-through="background" fo:padding="0.25cm" fo:border="none" style:vertical-pos="from-top" style:vertical-rel="page" style:horizontal-pos="from-left" style:horizontal-rel="page"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1cm" fo:margin-bottom="1cm" fo:margin-left="${layout === 'sidebar-frame' ? '0.8cm' : '1.8cm'}" fo:margin-right="1.8cm"/><style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.4cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.4cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${header ? `<style:header>${header}</style:header>` : ''}${footer ? `<style:footer>${footer}</style:footer>` : ''}</style:master-page></office:master-styles>
<office:body><office:text>${body}</office:text></office:body>
</office:document>
`;
}
