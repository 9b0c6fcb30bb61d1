/**
 * Skills, languages and certifications sections. Skill lines are split into items (commas,
 * bullets, "|", ";", " / ", unspaced "/" between two words) and each item is classified: a
 * language (kept as written, level included), a soft skill (the vocabulary's soft skills in five
 * languages, also inside a short phrase such as "Team leadership"; kept as written), else a
 * technical skill (kept as written, except abbreviations such as "JS" or "k8s", which become the
 * vocabulary's label). Lists are deduped case-insensitively.
 */
import type { TCvData } from '#domain/cv';
import { findTechSkills, isSoftSkill, languageOf, techSkill } from '#engine/skills/index';
import {
  CERTIFICATE_WORD,
  isLanguageGrid,
  isLevel,
  isMiscLabel,
  labelledField,
  namesIssuer,
  withoutIssuerClause,
  withoutTrailingLevel,
} from './cues.ts';
import { findDateSpan, isDateOnly, removeSpan } from './dates.ts';
import type { Line } from './lines.ts';
import { headingPrefix, headingSection } from './sections.ts';
import { key, splitFields, wordCount } from './text.ts';

type Skills = TCvData['skills'];

const SOFT_LABELS = new Set(
  [
    'soft skills',
    'personal skills',
    'interpersonal skills',
    'personal qualities',
    'personlige kompetencer',
    'personlige egenskaber',
    'persönliche kompetenzen',
    'soziale kompetenzen',
    'soft-skills',
    'habilidades blandas',
    'competencias personales',
    'habilidades personales',
    'savoir-être',
    'qualités',
    'compétences personnelles',
    'qualités personnelles',
  ].map(key),
);
/** An item longer than this is a sentence: only the technologies it names are kept. */
const MAX_ITEM_WORDS = 5;
const MAX_ITEM_CHARS = 60;

/** Splits at top-level separators only, so "Python (Django, Flask)" stays one item. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0) {
      separator.lastIndex = 0;
      const m = separator.exec(text.slice(i));
      if (m && m.index === 0) {
        out.push(text.slice(start, i));
        i += m[0].length - 1;
        start = i + 1;
      }
    }
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/**
 * Commas, bullets, bars, the dots or stars of a rating scale set between items ("●●●○○ Go"), the
 * "{" a symbol-font bullet is read as (moderncv), and a gap between chips (two spaces or more).
 */
const LIST_SEPARATOR = /^(?:\s*(?:[,;•·|▪]|[●○◉◯⬤★☆■□◆◇]+|\{(?=\s))\s*|\s{2,})/u;
const PHRASE_SEPARATOR = /^(?:\s+\/\s+|\s+[–—-]\s+)/;
const LIST_AND = /^\s+(?:and|og|und|y|et|&)\s+/i;

/** "HTML/CSS" splits, "CI/CD" and "TCP/IP" (known terms or short parts) do not. */
function splitSlash(item: string): string[] {
  if (!/^[^\s/]+\/[^\s/]+$/.test(item) || techSkill(item)) return [item];
  const parts = item.split('/');
  const known = parts.every((p) => techSkill(p));
  return known || parts.every((p) => p.length >= 4) ? parts : [item];
}

/**
 * The items of a skills line. A piece that names a language stays whole ("Deutsch – Muttersprache"),
 * other pieces are split further on spaced dashes and slashes.
 */
export function splitSkillItems(text: string): string[] {
  const pieces = splitTopLevel(text, LIST_SEPARATOR);
  return (
    splitFinalAnd(pieces, text)
      .flatMap((piece) => (languageOf(piece) ? [piece] : splitTopLevel(piece, PHRASE_SEPARATOR)))
      .flatMap(splitKnownRun)
      .flatMap(splitSlash)
      // "— Dépannage  — Tableaux électriques": a dash bullet before each chip of a row.
      .map((i) =>
        i
          .replace(/^[–—-]\s+/u, '')
          .replace(/[.;:]+$/, '')
          .trim(),
      )
      .filter(Boolean)
  );
}

/** Words in a phrase that may name one skill ("Google Cloud Platform"). */
const MAX_SKILL_WORDS = 3;

/**
 * "HTML CSS", "Git Docker": skill chips of a grid read as one line with plain spaces. Split only
 * when the whole run is covered by known skills, so "Machine Learning" and "Atlassian Stack" stay.
 */
function splitKnownRun(piece: string): string[] {
  const words = piece.split(/\s+/);
  if (words.length < 2 || !/^[\p{L}\d.+#\s-]+$/u.test(piece) || techSkill(piece)) return [piece];
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(MAX_SKILL_WORDS, words.length - i);
    while (n > 0 && !techSkill(words.slice(i, i + n).join(' '))) n--;
    if (n === 0) return [piece];
    out.push(words.slice(i, i + n).join(' '));
    i += n;
  }
  return out;
}

/** List items are a few words long; clauses of a sentence are longer. */
const MAX_LIST_ITEM_WORDS = 3.5;

/**
 * A sentence in a skills section: many words, most of them in lower case, and long pieces between
 * its commas ("Electronic patient records, Datix incident reporting" is a list).
 */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const items = splitTopLevel(text, LIST_SEPARATOR).length;
  return (
    words.length >= 8 &&
    words.length / items > MAX_LIST_ITEM_WORDS &&
    words.filter((w) => /^\p{Ll}/u.test(w)).length * 2 > words.length
  );
}

/**
 * Labelled lines that list no skills: "Bildungseinrichtung: Universität Oregano" (where a course
 * was taken) and "Interessen: Lesen, Radfahren" (a label naming another section).
 */
function listsNoSkills(text: string, label: string | null): boolean {
  const kind = labelledField(text)?.kind;
  if (kind === 'institution' || kind === 'company') return true;
  // "Otros: Git, Docker" is a catch-all group of skills, "Interessen: Lesen" is not.
  return label !== null && headingSection(label) === 'other' && !isMiscLabel(label);
}

/** A comma or semicolon between items, outside brackets. */
const COMMA_SEPARATOR = /^\s*[,;]\s*/;

/**
 * "Python, Java and Go": the last piece of a written list (commas between its items) holds two
 * items when the word after the "and" is capitalised; "Health and safety" (lower case after it) is
 * one skill, and so is "HTML & CSS" among chips or dots, where no list ends in "and".
 */
function splitFinalAnd(pieces: string[], text: string): string[] {
  const last = pieces.at(-1);
  if (pieces.length < 2 || !last || splitTopLevel(text, COMMA_SEPARATOR).length < 2) return pieces;
  const parts = splitTopLevel(last, LIST_AND);
  const separate = parts.length > 1 && parts.slice(1).every((p) => /^[\p{Lu}\d.]/u.test(p));
  return separate ? [...pieces.slice(0, -1), ...parts] : pieces;
}

class SkillLists {
  readonly technical: string[] = [];
  readonly soft: string[] = [];
  readonly languages: string[] = [];
  private readonly seen = new Set<string>();

  add(list: 'technical' | 'soft' | 'languages', value: string): void {
    const k = `${list}:${value.toLowerCase()}`;
    if (!value || this.seen.has(k)) return;
    this.seen.add(k);
    this[list].push(value);
  }

  result(): Skills {
    return { technical: this.technical, soft: this.soft, languages: this.languages };
  }
}

function classifyItem(dashed: string, lists: SkillLists, softContext: boolean): void {
  // "- script": a dash bullet inside a cell.
  const raw = dashed.replace(/^[-–]\s+/, '');
  // A level, a language grid's label, a group label, a number or a date is no skill.
  if (isLevel(raw) || isLanguageGrid(raw) || !/\p{L}/u.test(raw) || findDateSpan(raw)?.from === 0) return;
  if (!languageOf(raw) && isCategoryLabel(raw)) return;
  // "CSS Routiniert", "Excel avanzado": a level after a known skill is cut off; "Soporte vital
  // avanzado" keeps its adjective.
  const bare = withoutTrailingLevel(raw);
  const item = !languageOf(raw) && bare !== raw && techSkill(bare) ? bare : raw;
  const tooLong = wordCount(item) > MAX_ITEM_WORDS || item.length > MAX_ITEM_CHARS;
  const text = item.replace(/\s+/g, ' ');
  if (!tooLong && languageOf(item)) return lists.add('languages', text);
  if (tooLong) {
    // A sentence: keep only the technologies it names.
    for (const tech of findTechSkills(item)) lists.add('technical', tech);
    return;
  }
  if (softContext || isSoftSkill(item)) return lists.add('soft', text);
  // As the CV writes it ("JS", "MS Office"): the matcher knows the abbreviations.
  lists.add('technical', text);
}

/**
 * "Programming: Python, Go" → label and items; labels name the kind of the items after them. A
 * label column's gap works like the colon when a comma list follows ("Tools  Docker, Git").
 */
function splitLabel(text: string): { label: string | null; rest: string } {
  const colon = /^([^:]{2,40}):\s*(.+)$/.exec(text);
  if (colon) return { label: colon[1]!, rest: colon[2]! };
  const gap = /^(\S[^,]{0,38}?)\s{2,}(\S.*)$/.exec(text);
  // A comma inside brackets ("IFRS  SAP S/4HANA (CO, FI)") belongs to an item, not a list.
  const labelled = gap && (isCategoryLabel(gap[1]!) || splitTopLevel(gap[2]!, COMMA_SEPARATOR).length > 1);
  return labelled ? { label: gap[1]!, rest: gap[2]! } : { label: null, rest: text };
}

/** Words that head a group of skills in a grid ("Technologies", "Tools", "Other"). */
const CATEGORY_WORDS = new Set(
  [
    'technologies',
    'technology',
    'technologie',
    'technologien',
    'teknologier',
    'tecnologías',
    'tools',
    'værktøjer',
    'werkzeuge',
    'tools & technologies',
    'herramientas',
    'outils',
    'frameworks',
    'software',
    'programming',
    'programming languages',
    'programmiersprachen',
    'programmeringssprog',
    'lenguajes de programación',
    'langages de programmation',
    'framework',
    'programmering',
    'programmierung',
    'programación',
    'programmation',
    'databases',
    'platforms',
    'methods',
    'metoder',
    'methoden',
    'métodos',
    'méthodes',
  ].map(key),
);

/** A group label: a section heading ("Languages", "Interests") or a category word. */
function isCategoryLabel(text: string): boolean {
  return headingSection(text) !== null || CATEGORY_WORDS.has(key(text)) || isMiscLabel(text);
}

/** "Languages: Go, Python | Tools: Docker": labelled groups side by side are read one by one. */
function labelledGroups(text: string): string[] {
  const groups = text.split(/\s+\|\s+/);
  return groups.length > 1 && groups.filter((g) => /^[^:]{2,40}:/.test(g)).length > 1 ? groups : [text];
}

/** Separators of a written list; a gap alone may part a language from its level. */
const WRITTEN_SEPARATOR = /^\s*[,;•·|▪]\s*/u;

/** "Languages:" in a skills list may mean programming languages: spoken only if they name some. */
function namesSpokenLanguages(rest: string): boolean {
  const items = splitTopLevel(rest, WRITTEN_SEPARATOR);
  return items.filter((i) => languageOf(i)).length * 2 >= items.length;
}

/**
 * "Programming" over "PHP, JavaScript, XML": a short line followed (after any level line) by a list
 * is the list's category label, not a skill.
 */
function isCategoryLine(texts: readonly string[], i: number): boolean {
  const text = texts[i]!;
  if (wordCount(text) > 3 || splitSkillItems(text).length !== 1 || techSkill(text) || isLevel(text))
    return false;
  let next = i + 1;
  while (next < texts.length && isLevel(texts[next]!)) next++;
  const following = texts[next];
  return following !== undefined && splitTopLevel(following, LIST_SEPARATOR).length > 1;
}

function parseSkillLines(lines: readonly Line[], lists: SkillLists): void {
  const texts = lines.flatMap((l) => labelledGroups(l.text));
  for (const [i, line] of texts.entries()) {
    // A driving licence is a certificate (see drivingLicences), not a list of skills "A, B".
    if (isCategoryLine(texts, i) || DRIVING_LICENCE.test(line.replace(/\s+/g, ' ').trim())) continue;
    // "Tech Stack Tableau, PostgreSQL" / "Personal Interests Swimming": a label column without colon.
    const prefix = /:/.test(line) ? null : headingPrefix(line);
    const prefixLabel = line.slice(0, line.length - (prefix?.content.length ?? 0));
    if (prefix?.key === 'other' && !isMiscLabel(prefixLabel)) continue;
    const text = prefix?.key === 'skills' ? prefix.content : line;
    const { label, rest } = splitLabel(text);
    if (label && headingSection(label) === 'languages' && namesSpokenLanguages(rest)) {
      parseLanguageText(rest, lists);
      continue;
    }
    if (listsNoSkills(text, label)) continue;
    if (isSentence(text)) {
      for (const tech of findTechSkills(text)) lists.add('technical', tech);
      continue;
    }
    // "Python: Fortgeschrittene Kenntnisse": the label is the skill, the value its level.
    if (label && isLevel(rest)) {
      classifyItem(label, lists, false);
      continue;
    }
    const softContext = label !== null && SOFT_LABELS.has(key(label));
    for (const item of splitSkillItems(rest)) classifyItem(item, lists, softContext);
  }
}

const CONJUNCTION = /^(?:and|og|und|y|e|et|&|,)$/i;

/**
 * "Castellano y catalán nativos", "Dansk og engelsk flydende": languages sharing one level, one
 * item each with the level in brackets ("catalán (nativos)"); null when the item names one language.
 */
function splitJoinedLanguages(item: string): string[] | null {
  const tokens = item.replace(/,/g, ' , ').split(/\s+/).filter(Boolean);
  const names: string[] = [];
  let i = 0;
  while (i < tokens.length && languageOf(tokens[i]!) && /^\p{L}+$/u.test(tokens[i]!)) {
    names.push(tokens[i]!);
    if (!CONJUNCTION.test(tokens[i + 1] ?? '') || !languageOf(tokens[i + 2] ?? '')) {
      i += 1;
      break;
    }
    i += 2;
  }
  if (names.length < 2) return null;
  const level = tokens.slice(i).join(' ').replace(/\s+,/g, ',').trim();
  return names.map((n) => (level ? `${n} (${level.replace(/^\((.*)\)$/, '$1')})` : n));
}

/** A languages line: one or several languages ("Dansk (modersmål), Engelsk (flydende)"). */
function parseLanguageText(text: string, lists: SkillLists): void {
  const items = splitTopLevel(text, /^\s*[,;•·|]\s*/);
  const all = items.length > 1 && items.every((i) => languageOf(i)) ? items : [text];
  for (const item of all.flatMap((i) => splitJoinedLanguages(i) ?? [i])) {
    lists.add('languages', item.replace(/\s+/g, ' ').trim());
  }
}

/**
 * A list under "Languages" that names mostly no spoken language ("Python, C++, Rust, Go") means
 * programming languages: skills.
 */
function isProgrammingList(text: string): boolean {
  return splitTopLevel(text, WRITTEN_SEPARATOR).length > 1 && !namesSpokenLanguages(text);
}

/** "English (Native)", "Dansk: modersmål", "Deutsch Muttersprache": the language has its level. */
function hasLevel(item: string): boolean {
  return /\)$|:\s*\S/u.test(item) || isLevel(item.split(/\s+/).slice(1).join(' '));
}

/** Cells of a grid row: fields parted by a wide gap ("English  Polish"). */
const gridCells = (text: string): string[] =>
  text
    .split(/\s{2,}/)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * "English  Polish" over "Native  Conversational": a row of languages with the row of their
 * levels under it, cell by cell.
 */
function pairedLanguageRows(line: Line, next: Line | undefined): string[] | null {
  const names = gridCells(line.text);
  const levels = next ? gridCells(next.text) : [];
  if (names.length < 2 || levels.length !== names.length) return null;
  if (!names.every((n) => languageOf(n)) || levels.some((l) => languageOf(l))) return null;
  return names.map((n, i) => `${n} (${levels[i]})`);
}

function parseLanguageLines(lines: readonly Line[], lists: SkillLists): void {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const paired = pairedLanguageRows(line, lines[i + 1]);
    if (paired) {
      for (const item of paired) lists.add('languages', item);
      i++;
      continue;
    }
    if (isProgrammingList(line.text)) {
      parseSkillLines([line], lists);
      continue;
    }
    const last = lists.languages.at(-1);
    // "Englisch (verhandlungssicher" / "(C1))": a bracket left open wraps onto the next line.
    if (last && (last.match(/\(/g) ?? []).length > (last.match(/\)/g) ?? []).length) {
      lists.languages[lists.languages.length - 1] = `${last} ${line.text}`;
      continue;
    }
    // After a language with its level, a line naming none is a language we do not know with its
    // level beside or under it ("Igbo  Conversational"), or no language at all.
    if (
      !languageOf(line.text) &&
      last &&
      hasLevel(last) &&
      !namesSpokenLanguages(line.text) &&
      !isLevel(line.text)
    ) {
      const cells = gridCells(line.text);
      if (cells.length === 2 && isLevel(cells[1]!)) lists.add('languages', `${cells[0]} (${cells[1]})`);
      else if (isLevel(lines[i + 1]?.text ?? '')) lists.add('languages', line.text);
      // Otherwise no language: a job title a text frame leaves after the list.
      continue;
    }
    // A level on its own line ("Fluent" under "English") belongs to the language above.
    if (!languageOf(line.text) && last && wordCount(line.text) <= 4 && !/[:]/.test(line.text)) {
      lists.languages[lists.languages.length - 1] = `${last} (${line.text})`;
      continue;
    }
    parseLanguageText(line.text, lists);
  }
}

export function parseSkills(skillLines: readonly Line[], languageLines: readonly Line[]): Skills {
  const lists = new SkillLists();
  parseSkillLines(skillLines, lists);
  parseLanguageLines(languageLines, lists);
  return lists.result();
}

/** Organisations that issue certificates, on a line of their own under the certificate. */
const ISSUERS =
  /^(?:amazon web services|aws|google|google cloud|microsoft|coursera|udemy|linkedin learning|datacamp|edx|cisco|comptia|oracle|pmi|axelos|scrum\.org|scrum alliance|isc2|\(isc\)2|isaca|red hat|salesforce|hubspot|hubspot academy|meta|ibm|cncf|cloud native computing foundation|the linux foundation|linux foundation|codeacademy|codecademy|ihk|tüv|dekra|peoplecert)$/u;

/**
 * A line cut after a comma or a small connecting word ("issued by", "für") continues on the next;
 * a short noun at the end ("CSCS card") is no cut.
 */
const CUT_MID_PHRASE =
  /(?:,|\s(?:by|of|for|and|in|at|the|from|de|du|des|la|le|et|en|del|y|und|für|von|der|die|og|af|i|til|med))$/iu;

/** Items of a certificate list on one line: short, at least this many, no dates. */
const MIN_LISTED_CERTIFICATES = 3;
const MAX_CERTIFICATE_WORDS = 6;
/** A line this long is a paragraph (a profile read into a sidebar's list), not a certificate. */
const MAX_CERTIFICATE_LINE_WORDS = 20;
/** The issuer beside a certificate's date ("CodeAcademy (2020)") is a short name. */
const MAX_ISSUER_WORDS = 4;

/** "CISSP, OSCP, AWS Certified Security": one line listing several certificates. */
function listedCertificates(text: string): string[] {
  const items = splitTopLevel(text, /^\s*[,;]\s*/);
  const listed =
    items.length >= MIN_LISTED_CERTIFICATES &&
    !findDateSpan(text) &&
    items.every((i) => wordCount(i) <= MAX_CERTIFICATE_WORDS && /^[\p{Lu}\d]/u.test(i));
  return listed ? items : [text];
}

/**
 * The certificate's name as a reader quotes it: its date, the issuer clause ("Udstedt af Google
 * Cloud") and, on a dated line, the issuer after a comma ("CKA, Cloud Native Computing Foundation,
 * 2023") are left out.
 */
const STANDARD_BEFORE = /\d:$/u;

export function certificateName(text: string): string {
  let name = withoutIssuerClause(text);
  let dated = false;
  for (let span = findDateSpan(name); span && !isDateOnly(name, span); span = findDateSpan(name)) {
    // "BS 7671:2018", "ISO 9001:2015": the year of a standard is part of its number.
    if (STANDARD_BEFORE.test(name.slice(0, span.from))) break;
    name = removeSpan(name, span);
    dated = true;
  }
  const comma = name.lastIndexOf(', ');
  const after = name.slice(comma + 2);
  const issuer =
    dated && comma > 0 && !/\d/.test(after) && !CERTIFICATE_WORD.test(after) && /^\p{Lu}/u.test(after);
  return issuer && wordCount(after) <= MAX_CERTIFICATE_WORDS ? name.slice(0, comma).trim() : name;
}

const isDateLine = (text: string): boolean => {
  const span = findDateSpan(text);
  return span !== null && isDateOnly(text, span);
};

/**
 * Certificate, issuer and date on lines of their own ("AWS Certified Developer" / "Amazon Web
 * Services" / "2019"): when every date line closes a group of exactly two lines whose second is a
 * short name without a certificate word, the second lines are the issuers.
 */
function withoutIssuerLines(lines: readonly Line[]): readonly Line[] {
  // "2020  Full-Stack Web Development" / "CodeAcademy": each dated certificate with its issuer below.
  const ledByDate = (l: Line) => findDateSpan(l.text)?.from === 0 && !isDateLine(l.text);
  const pairs = lines.length >= 2 && lines.length % 2 === 0;
  const issuerBelow = (l: Line) =>
    !findDateSpan(l.text) && wordCount(l.text) <= MAX_ISSUER_WORDS && !CERTIFICATE_WORD.test(l.text);
  if (pairs && lines.every((l, i) => (i % 2 === 0 ? ledByDate(l) : issuerBelow(l)))) {
    return lines.filter((_, i) => i % 2 === 0);
  }
  const groups: Line[][] = [[]];
  for (const line of lines) {
    groups.at(-1)!.push(line);
    if (isDateLine(line.text)) groups.push([]);
  }
  const closed = groups.filter((g) => g.length > 0);
  const issuerShaped = (g: Line[]) =>
    g.length === 3 &&
    isDateLine(g[2]!.text) &&
    !findDateSpan(g[1]!.text) &&
    wordCount(g[1]!.text) <= MAX_ISSUER_WORDS &&
    !CERTIFICATE_WORD.test(g[1]!.text);
  if (closed.length === 0 || !closed.every(issuerShaped)) return lines;
  return closed.flatMap((g) => [g[0]!, g[2]!]);
}

/**
 * Certification lines: one per line (or a list of them on one line), wrapped lines joined on; the
 * lines that only add to the certificate above (its date, "Issued by AWS", an issuer with a date
 * such as "CodeAcademy (2020)") are left out, as are the certificate's date and issuer.
 */
export function parseCertifications(lines: readonly Line[]): string[] {
  const out: string[] = [];
  let lastDated = false;
  for (const line of withoutIssuerLines(lines)) {
    const text = line.text;
    const last = out.at(-1);
    const span = findDateSpan(text);
    // A date on its own line (before or after its certificate) is no certificate.
    if (span && isDateOnly(text, span)) continue;
    if (last !== undefined) {
      if (namesIssuer(text) || ISSUERS.test(key(text))) continue;
      const ledByDate = span !== null && span.from === 0;
      if (!ledByDate && (/^\p{Ll}/u.test(text) || CUT_MID_PHRASE.test(last))) {
        out[out.length - 1] = `${last} ${text}`;
        continue;
      }
      // "CodeAcademy (2020)": an issuer with the date after it (a date before it leads a certificate).
      const rest = span ? removeSpan(text, span) : '';
      const trailing = span !== null && span.from > 0;
      // An issuer's name has no number in it ("TOEIC 885  nov. 2019" is a certificate).
      const issuerLike =
        wordCount(rest) <= MAX_ISSUER_WORDS && !CERTIFICATE_WORD.test(rest) && !/\d/.test(rest);
      if (trailing && !lastDated && issuerLike) continue;
    }
    if (wordCount(text) > MAX_CERTIFICATE_LINE_WORDS) continue;
    lastDated = span !== null;
    out.push(...listedCertificates(text));
  }
  const names = out.map(certificateName).filter(Boolean);
  return [...new Map(names.map((c) => [c.toLowerCase(), c])).values()];
}

/**
 * "Driving licence  A, B", "Führerschein: Klasse B", "Permis B": a driving licence is a
 * certificate wherever the CV lists it (personal details, a skills table, other qualifications).
 */
const DRIVING_LICENCE =
  /^(?:driving licen[cs]e|driver[’']?s licen[cs]e|full (?:uk |clean )?driving licen[cs]e|führerschein|fahrerlaubnis|kørekort|permis(?: de conduire)?|carn[eé] de conducir|permiso de conducir)(?:\s*[:–-]?\s*(?:(?:klasse|kl\.|kategori|categor[íi]a|category|cat\.)\s*)?[A-E]{1,2}\d?(?:\s*(?:,|\/|og|und|and|y|et)\s*[A-E]{1,2}\d?)*)?$/iu;

export function drivingLicences(lines: readonly Line[]): string[] {
  const tidy = (f: string) => f.replace(/\s+/g, ' ').trim();
  // The whole line first: a label column's gap parts "Führerschein  A, B" into two fields.
  return lines
    .flatMap((l) => (DRIVING_LICENCE.test(tidy(l.text)) ? [l.text] : splitFields(l.text, false)))
    .map(tidy)
    .filter((f) => DRIVING_LICENCE.test(f));
}
