import { cross } from './cross.ts';
import type { CompanyForms, Phrasebook, RoleFacts } from './types.ts';

/** The facts a motivation sentence names. */
type M = { role: string; co: CompanyForms; list: string };

/** "an der Technischen Universität München": a university or school named as such takes "an der". */
function institutionAt(institution: string): string {
  if (/(universität|hochschule|akademie|schule)\b/i.test(institution)) {
    return `an der ${institution.replace(/^(\p{L}+)e (?=\p{Lu})/u, '$1en ')}`;
  }
  return `(${institution})`;
}

/**
 * "meine Ausbildung …", "meinen Lehrgang …", "mein Training …": the possessive the title's noun takes
 * ("IHK-Prüfung" → "Prüfung"); a title of unknown gender or a quoted one gets "meine Qualifizierung …".
 */
function mine(title: string): { nom: string; acc: string; dat: string } {
  const words = title.startsWith('„') ? [] : title.split(/\s+/).filter((w) => !/^[\p{Lu}\d-]+$/u.test(w));
  const noun = (words[0] ?? '').split('-').pop() ?? '';
  if (/(ung|ion|heit|keit|schaft|schule|lehre|maßnahme|klasse)$/i.test(noun)) {
    return { nom: `meine ${title}`, acc: `meine ${title}`, dat: `meiner ${title}` };
  }
  if (/(gang|kurs|kursus)$/i.test(noun)) {
    return { nom: `mein ${title}`, acc: `meinen ${title}`, dat: `meinem ${title}` };
  }
  if (/(training|seminar|studium|praktikum|programm|coaching)$/i.test(noun)) {
    return { nom: `mein ${title}`, acc: `mein ${title}`, dat: `meinem ${title}` };
  }
  return {
    nom: `meine Qualifizierung ${title}`,
    acc: `meine Qualifizierung ${title}`,
    dat: `meiner Qualifizierung ${title}`,
  };
}

/** The sentence's first letter in upper case ("meine …" → "Meine …"). */
function upper(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** German (DIN 5008 habits: subject "Bewerbung als …", "Sehr geehrte Damen und Herren,", lower case after it). */
export const de: Phrasebook = {
  code: 'de',
  lowercaseAfterGreeting: true,
  fallbackRole: 'Teammitglied',
  months: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  date: (day, month, year) => `${day}. ${month} ${year}`,
  dateLine: (date) => date,
  subject: (role) => `Bewerbung als ${role}`,
  greeting: () => 'Sehr geehrte Damen und Herren,',
  signoff: () => 'Mit freundlichen Grüßen',
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`,
  quote: (text) => `„${text}“`,
  company: (name) =>
    name
      ? { name, at: `bei ${name}`, for: `für ${name}`, named: true }
      : { name: 'Ihr Unternehmen', at: 'bei Ihnen', for: 'für Ihr Unternehmen', named: false },
  roleAt: (position, company) => (company ? `${position} bei ${company}` : position),
  degreeAt: (degree, institution) => (institution ? `${degree} ${institutionAt(institution)}` : degree),
  since: (year) => `seit ${year}`,
  languageNames: {
    en: 'Englisch',
    da: 'Dänisch',
    de: 'Deutsch',
    es: 'Spanisch',
    fr: 'Französisch',
    sv: 'Schwedisch',
    no: 'Norwegisch',
    nl: 'Niederländisch',
    it: 'Italienisch',
    pt: 'Portugiesisch',
    pl: 'Polnisch',
    ar: 'Arabisch',
    zh: 'Chinesisch',
  },
  languageLevels: {
    native: 'Muttersprache',
    fluent: 'fließend',
    good: 'gute Kenntnisse',
    intermediate: 'mittlere Kenntnisse',
    basic: 'Grundkenntnisse',
  },
  careerChange: [
    ...cross<{ role: string; co: CompanyForms; from: string }>(
      [
        ({ co }) => `Ich bewerbe mich ${co.at}, um meiner beruflichen Laufbahn eine neue Richtung zu geben`,
        ({ co }) => `Ich bewerbe mich ${co.at}, um beruflich eine neue Richtung einzuschlagen`,
        () => `Ich möchte mich beruflich neu ausrichten`,
        ({ co }) => `Als nächsten Schritt strebe ich ${co.at} einen Wechsel des Berufsfelds an`,
        ({ co }) => `${co.at} möchte ich meiner Laufbahn eine neue Richtung geben`,
        ({ co }) => `Ich möchte ${co.at} ein neues Kapitel beginnen`,
        ({ co }) => `Ich möchte nun ${co.at} in ein neues Berufsfeld wechseln`,
        () => `Ich bin bereit für einen beruflichen Richtungswechsel`,
      ],
      [
        ({ from }) => `, und dafür bringe ich meine Erfahrung als ${from} mit.`,
        ({ from }) => `, und dabei baue ich auf meine Erfahrung als ${from}.`,
        ({ from }) => `, wobei ich auf meiner Zeit als ${from} aufbaue.`,
        ({ from }) => ` – die Erfahrung aus meiner Zeit als ${from} nehme ich dabei mit.`,
        ({ from }) => `, und meine Zeit als ${from} ist die Grundlage dafür.`,
        ({ from }) => ` – mit dem, was ich als ${from} gelernt habe, als Ausgangspunkt.`,
      ],
    ),
    ({ from }) =>
      `Meine Erfahrung als ${from} stammt aus einem anderen Bereich, und auf ihr möchte ich in dieser Aufgabe aufbauen.`,
    ({ from }) =>
      `Meine Erfahrung als ${from} stammt aus einem anderen Feld, und ich möchte sie in neuen Aufgaben nutzen.`,
    ({ from, co }) =>
      `Nach meiner Tätigkeit als ${from} möchte ich meine Erfahrung nun ${co.at} in ein neues Feld einbringen.`,
    ({ from }) =>
      `Was ich als ${from} gelernt habe, ist die Grundlage für meinen beruflichen Richtungswechsel.`,
    ({ from }) => `Mit meiner Erfahrung als ${from} bin ich bereit, in einem neuen Bereich Fuß zu fassen.`,
    ({ from }) =>
      `Die Erfahrung aus meiner Zeit als ${from} ist das Fundament, das ich in diesen Neuanfang mitnehme.`,
  ],

  opening: {
    any: [
      ({ role, co }) =>
        `mit großem Interesse habe ich Ihre Stellenanzeige gelesen und bewerbe mich hiermit um die Position als ${role} ${co.at}.`,
      ({ role, co }) => `hiermit bewerbe ich mich um die Stelle als ${role} ${co.at}.`,
      ({ role, co }) => `gern bewerbe ich mich um die ausgeschriebene Position als ${role} ${co.at}.`,
    ],
    friendly: [
      ({ role, co }) =>
        `als ich Ihre Anzeige für die Stelle als ${role} gelesen habe, wusste ich sofort, dass ich mich ${co.at} bewerben möchte.`,
      ({ role, co }) => `ich freue mich, mich um die Stelle als ${role} ${co.at} zu bewerben.`,
    ],
    formal: [
      ({ role, co }) => `hiermit bewerbe ich mich um die ausgeschriebene Stelle als ${role} ${co.at}.`,
      ({ role, co }) =>
        `auf die von Ihnen ausgeschriebene Position als ${role} ${co.at} bewerbe ich mich hiermit.`,
    ],
    enthusiastic: [
      ({ role, co }) =>
        `mit Begeisterung habe ich gelesen, dass die Stelle als ${role} ${co.at} zu besetzen ist – ich bewerbe mich sehr gern.`,
      ({ role, co }) =>
        `die Position als ${role} ${co.at} ist genau die Aufgabe, die ich gesucht habe, und ich bewerbe mich mit großer Freude.`,
    ],
    confident: [
      ({ role, co }) =>
        `ich bewerbe mich um die Stelle als ${role} ${co.at}, weil ich überzeugt bin, vom ersten Tag an einen echten Beitrag leisten zu können.`,
      ({ role, co }) => `als ${role} ${co.at} kann ich viel bewegen – deshalb bewerbe ich mich hiermit.`,
    ],
  },
  currentRole: [
    ...cross<{ roleAt: string }>(
      [
        ({ roleAt }) => `Derzeit arbeite ich als ${roleAt}`,
        ({ roleAt }) => `Aktuell bin ich als ${roleAt} tätig`,
        ({ roleAt }) => `Heute arbeite ich als ${roleAt}`,
        ({ roleAt }) => `Im Moment bin ich als ${roleAt} beschäftigt`,
        ({ roleAt }) => `Zurzeit arbeite ich als ${roleAt}`,
        ({ roleAt }) => `Momentan bin ich als ${roleAt} tätig`,
        ({ roleAt }) => `Gegenwärtig arbeite ich als ${roleAt}`,
        ({ roleAt }) => `Derzeit bin ich als ${roleAt} beschäftigt`,
      ],
      [
        () => `.`,
        () => ` und sammle dort täglich praktische Erfahrung.`,
        () => `, und diese Erfahrung bringe ich mit.`,
        () => ` – eine Tätigkeit, in der ich viel dazulerne.`,
        () => `, und auf dieser Erfahrung möchte ich aufbauen.`,
      ],
    ),
    ({ roleAt }) => `Meine jetzige Stelle ist die als ${roleAt}.`,
  ],
  recentRole: [
    ...cross<{ roleAt: string }>(
      [
        ({ roleAt }) => `Zuletzt war ich als ${roleAt} tätig`,
        ({ roleAt }) => `Zuletzt habe ich als ${roleAt} gearbeitet`,
        ({ roleAt }) => `Meine letzte Station war die Position als ${roleAt}`,
        ({ roleAt }) => `Zuletzt war ich als ${roleAt} beschäftigt`,
        ({ roleAt }) => `Meine letzte Stelle war die als ${roleAt}`,
        ({ roleAt }) => `Meine letzte Tätigkeit war die als ${roleAt}`,
        ({ roleAt }) => `Zuletzt arbeitete ich als ${roleAt}`,
        ({ roleAt }) => `Meine jüngste Station war die Stelle als ${roleAt}`,
      ],
      [
        () => `.`,
        () => `, wo ich praktische Erfahrung gesammelt habe.`,
        () => `, und diese Erfahrung bringe ich mit.`,
        () => ` – eine Tätigkeit, in der ich viel gelernt habe.`,
        () => `, und auf dieser Erfahrung möchte ich aufbauen.`,
      ],
    ),
  ],
  studyDone: [
    ...cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Ich habe den Abschluss ${degreeAt} erworben`,
        ({ degreeAt }) => `Ich verfüge über den Abschluss ${degreeAt}`,
        ({ degreeAt }) => `Mein Studium habe ich mit dem Abschluss ${degreeAt} beendet`,
        ({ degreeAt }) => `Abgeschlossen habe ich ${degreeAt}`,
        ({ degreeAt }) => `Meine Qualifikation ist der Abschluss ${degreeAt}`,
        ({ degreeAt }) => `Erfolgreich abgeschlossen habe ich ${degreeAt}`,
        ({ degreeAt }) => `Als Qualifikation bringe ich den Abschluss ${degreeAt} mit`,
        ({ degreeAt }) => `Ich habe ${degreeAt} erfolgreich abgeschlossen`,
      ],
      [
        () => `.`,
        () => `, und nun bin ich bereit für den nächsten Schritt.`,
        () => ` – die Grundlage, auf der ich in dieser Position aufbauen möchte.`,
        () => `, und dieses Wissen möchte ich nun in der Praxis anwenden.`,
        () => `, worauf ich beruflich aufbauen möchte.`,
      ],
    ),
    ({ degreeAt }) => `Mit dem Abschluss ${degreeAt} bin ich bereit für den nächsten Schritt.`,
  ],
  studyOngoing: [
    ...cross<{ degreeAt: string }>(
      [
        ({ degreeAt }) => `Derzeit studiere ich ${degreeAt}`,
        ({ degreeAt }) => `Aktuell studiere ich ${degreeAt}`,
        ({ degreeAt }) => `Zurzeit studiere ich im Studiengang ${degreeAt}`,
        ({ degreeAt }) => `Im Moment bin ich im Studiengang ${degreeAt} eingeschrieben`,
        ({ degreeAt }) => `Mein Studium im Studiengang ${degreeAt} läuft derzeit`,
        ({ degreeAt }) => `Gegenwärtig absolviere ich den Studiengang ${degreeAt}`,
        ({ degreeAt }) => `Momentan studiere ich ${degreeAt}`,
        ({ degreeAt }) => `Aktuell arbeite ich auf den Abschluss ${degreeAt} hin`,
      ],
      [
        () => `.`,
        () => `, und das Gelernte möchte ich gern in der Praxis anwenden.`,
        () => ` – Wissen, das ich gern praktisch einsetzen möchte.`,
        () => `, und ich freue mich darauf, Studium und Praxis zu verbinden.`,
        () => `, und parallel dazu möchte ich Berufserfahrung sammeln.`,
      ],
    ),
  ],
  // Not a degree (Ausbildung, Umschulung, Lehrgang, Prüfung): "absolvieren", never "studieren".
  trainingOngoing: cross<{ degreeAt: string }>(
    [
      ({ degreeAt }) => `Derzeit absolviere ich ${mine(degreeAt).acc}`,
      ({ degreeAt }) => `Zurzeit mache ich ${mine(degreeAt).acc}`,
      ({ degreeAt }) => `${upper(mine(degreeAt).nom)} läuft derzeit`,
      ({ degreeAt }) => `Aktuell befinde ich mich in ${mine(degreeAt).dat}`,
      ({ degreeAt }) => `Gegenwärtig durchlaufe ich ${mine(degreeAt).acc}`,
      ({ degreeAt }) => `${upper(mine(degreeAt).nom)} ist zurzeit im Gange`,
      ({ degreeAt }) => `Derzeit widme ich mich ${mine(degreeAt).dat}`,
      ({ degreeAt }) => `Momentan bin ich mitten in ${mine(degreeAt).dat}`,
    ],
    [
      () => `.`,
      () => `, und ich freue mich darauf, das Gelernte in der Praxis anzuwenden.`,
      () => ` – was ich dort lerne, möchte ich gern im Arbeitsalltag einsetzen.`,
      () => `, und ich möchte Theorie und Praxis gern miteinander verbinden.`,
      () => `, und parallel dazu möchte ich Berufspraxis sammeln.`,
      () => `, und das Gelernte möchte ich Schritt für Schritt in die Praxis umsetzen.`,
    ],
  ),
  topMatch: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Sie suchen jemanden mit ${list}`,
        ({ list }) => `In Ihrer Anzeige nennen Sie ${list}`,
        ({ list }) => `Ihre Anforderungen umfassen ${list}`,
        ({ list }) => `Sie erwarten ${list}`,
        ({ list }) => `Besonders angesprochen hat mich, dass Sie Wert auf ${list} legen`,
        ({ list }) => `Ihre Anzeige hebt ${list} hervor`,
        ({ list }) => `Die Stelle verlangt ${list}`,
        ({ list }) => `Ihre Stellenanzeige legt Gewicht auf ${list}`,
      ],
      [
        () => ` – genau hier liegt meine Erfahrung.`,
        () => ` – ein Bereich, den meine Erfahrung abdeckt.`,
        () => `, und das deckt mein Werdegang ab.`,
        () => `, und damit habe ich gearbeitet.`,
        () => `, und darauf baut meine Erfahrung auf.`,
      ],
    ),
    ({ list }) => `In Ihrer Anzeige nennen Sie ${list}; das bringe ich mit.`,
    ({ list }) =>
      `Besonders angesprochen hat mich, dass Sie Wert auf ${list} legen – denn genau damit arbeite ich.`,
    ({ list }) => `Mit ${list}, wie Sie es suchen, habe ich bereits gearbeitet.`,
  ],
  openingExtra: [
    ...cross<{ role: string; co: CompanyForms }>(
      [
        () => `Im Folgenden möchte ich Ihnen zeigen,`,
        () => `Nachfolgend beschreibe ich,`,
        () => `Gern zeige ich Ihnen,`,
        () => `In diesem Schreiben lege ich dar,`,
        () => `Gern erläutere ich Ihnen kurz,`,
        () => `Mit diesem Schreiben möchte ich Ihnen zeigen,`,
      ],
      [
        () => ` wie meine Erfahrung zu Ihren Anforderungen passt.`,
        () => ` wie gut mein Werdegang zu der Stelle passt.`,
        () => ` wie meine Erfahrung Ihren Anforderungen entspricht.`,
        ({ co }) => ` warum ich ${co.for} eine gute Ergänzung wäre.`,
      ],
    ),
    ({ co }) => `Warum ich ${co.at} gut ins Team passen würde, möchte ich Ihnen kurz erläutern.`,
  ],
  noMatch: [
    ...cross<{ role: string }>(
      [
        () => `Im Folgenden möchte ich Ihnen kurz darlegen,`,
        () => `Gern zeige ich Ihnen,`,
        () => `In diesem Schreiben möchte ich Ihnen zeigen,`,
        () => `Nachfolgend schildere ich,`,
        () => `In den nächsten Absätzen möchte ich beschreiben,`,
        () => `Gern nutze ich die folgenden Zeilen, um kurz darzustellen,`,
        () => `Mit diesem Schreiben möchte ich Ihnen erläutern,`,
        () => `Hier möchte ich Ihnen kurz schildern,`,
      ],
      [
        () => ` was ich in diese Position einbringen kann.`,
        () => ` was ich beitragen kann und warum mich die Stelle interessiert.`,
        () => ` was ich bisher gemacht habe und was ich in dieser Position beitragen möchte.`,
        () =>
          ` was ich aus meiner bisherigen Erfahrung beitragen kann und warum ich gern bei Ihnen arbeiten möchte.`,
        () =>
          ` auf welche Erfahrung ich zurückgreifen kann und warum ich die Stelle als guten nächsten Schritt sehe.`,
        () => ` was ich in die Aufgabe mitbringe und warum ich gern Teil Ihres Teams werden möchte.`,
        () => ` wofür mich meine bisherige Erfahrung vorbereitet hat und warum mich diese Aufgabe reizt.`,
        () => ` wie mein Hintergrund zur Stelle passt und was ich beitragen möchte.`,
      ],
    ),
    () => `Nachfolgend finden Sie einen kurzen Überblick über meine Erfahrung.`,
  ],

  roleNow: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Als ${roleAt}${period}`,
        ({ roleAt, period }) => `In meiner aktuellen Position als ${roleAt}${period}`,
        ({ roleAt, period }) => `In meiner Rolle als ${roleAt}${period}`,
        ({ roleAt, period }) => `In meiner jetzigen Stelle als ${roleAt}${period}`,
      ],
      [
        ({ list }) => ` arbeite ich mit ${list}.`,
        ({ list }) => ` gehört die Arbeit mit ${list} zu meinem Alltag.`,
        ({ list }) => ` arbeite ich täglich mit ${list}.`,
        ({ list }) => ` gehört die Arbeit mit ${list} zu meinen Aufgaben.`,
        ({ list }) => ` umfassen meine Aufgaben unter anderem ${list}.`,
        ({ list }) => ` setze ich mich regelmäßig mit ${list} auseinander.`,
      ],
    ),
    ...cross<RoleFacts>(
      [
        ({ roleAt, period, list }) => `Meine Tätigkeit als ${roleAt}${period} umfasst unter anderem ${list}`,
        ({ roleAt, period, list }) =>
          `Zu meinen Aufgaben als ${roleAt}${period} gehört die Arbeit mit ${list}`,
        ({ roleAt, period, list }) => `Die Arbeit mit ${list} prägt meine Tätigkeit als ${roleAt}${period}`,
        ({ roleAt, period, list }) => `Derzeit arbeite ich als ${roleAt}${period} mit ${list}`,
        ({ roleAt, period, list }) => `In meinem Berufsalltag als ${roleAt}${period} arbeite ich mit ${list}`,
      ],
      [
        () => `.`,
        () => `, und diese Erfahrung bringe ich in die Stelle ein.`,
        () => ` – Praxis, auf die ich vom ersten Tag an zurückgreifen kann.`,
      ],
    ),
    ({ roleAt, period, list }) =>
      `Mit ${list} arbeite ich täglich in meiner Tätigkeit als ${roleAt}${period}.`,
  ],
  rolePast: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Als ${roleAt}${period}`,
        ({ roleAt, period }) => `In meiner Position als ${roleAt}${period}`,
        ({ roleAt, period }) => `In meiner Rolle als ${roleAt}${period}`,
        ({ roleAt, period }) => `Während meiner Zeit als ${roleAt}${period}`,
      ],
      [
        ({ list }) => ` habe ich mit ${list} gearbeitet.`,
        ({ list }) => ` gehörte die Arbeit mit ${list} zu meinem Alltag.`,
        ({ list }) => ` habe ich täglich mit ${list} gearbeitet.`,
        ({ list }) => ` gehörte die Arbeit mit ${list} zu meinen Aufgaben.`,
        ({ list }) => ` umfassten meine Aufgaben unter anderem ${list}.`,
        ({ list }) => ` habe ich mich regelmäßig mit ${list} auseinandergesetzt.`,
      ],
    ),
    ...cross<RoleFacts>(
      [
        ({ roleAt, period, list }) => `Meine Tätigkeit als ${roleAt}${period} umfasste unter anderem ${list}`,
        ({ roleAt, period, list }) =>
          `Zu meinen Aufgaben als ${roleAt}${period} gehörte die Arbeit mit ${list}`,
        ({ roleAt, period, list }) => `Die Arbeit mit ${list} prägte meine Tätigkeit als ${roleAt}${period}`,
        ({ roleAt, period, list }) =>
          `In meinem Berufsalltag als ${roleAt}${period} habe ich mit ${list} gearbeitet`,
        ({ roleAt, period, list }) => `Mit ${list} habe ich als ${roleAt}${period} gearbeitet`,
      ],
      [
        () => `.`,
        () => `, und diese Erfahrung bringe ich in die Stelle ein.`,
        () => ` – Praxis, auf die ich vom ersten Tag an zurückgreifen kann.`,
      ],
    ),
    ({ roleAt, period, list }) =>
      `Meine Arbeit als ${roleAt}${period} hat mich täglich mit ${list} in Berührung gebracht.`,
  ],
  roleNowPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Derzeit arbeite ich als ${roleAt}${period}`,
        ({ roleAt, period }) => `Aktuell bin ich als ${roleAt}${period} beschäftigt`,
        ({ roleAt, period }) => `Im Moment arbeite ich als ${roleAt}${period}`,
        ({ roleAt, period }) => `Zurzeit bin ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Heute arbeite ich als ${roleAt}${period}`,
        ({ roleAt, period }) => `Derzeit bin ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Momentan arbeite ich als ${roleAt}${period}`,
        ({ roleAt, period }) => `Gegenwärtig bin ich als ${roleAt}${period} tätig`,
      ],
      [
        () => `.`,
        () => `, und diese praktische Erfahrung bringe ich gern in Ihr Team ein.`,
        () => ` – eine Tätigkeit, in der ich praktisch viel gelernt habe.`,
        () => `, und diese Erfahrung bringe ich mit.`,
        () => ` und sammle dort täglich praktische Erfahrung.`,
        () => `, eine Tätigkeit, die mir täglich praktische Erfahrung bringt.`,
        () => `, und auf dieser Praxis möchte ich in der neuen Stelle aufbauen.`,
        () => `, eine Tätigkeit, in der ich viel dazugelernt habe.`,
        () => `, und diese Praxis möchte ich in die Position einbringen.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Meine aktuelle Position als ${roleAt}${period} gibt mir praktische Erfahrung, auf der ich aufbauen kann.`,
    ({ roleAt, period }) =>
      `Praktische Erfahrung sammle ich in meiner aktuellen Tätigkeit als ${roleAt}${period}.`,
    ({ roleAt, period }) => `Jeden Tag als ${roleAt}${period} erweitere ich meine praktische Erfahrung.`,
    ({ roleAt, period }) => `Meine jetzige Stelle als ${roleAt}${period} bringt mir täglich Praxis.`,
    ({ roleAt, period }) =>
      `Meine gegenwärtige Stelle als ${roleAt}${period} hat mir handfeste Praxiserfahrung gegeben, die ich gern in einem neuen Umfeld einsetzen möchte.`,
  ],
  rolePastPlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Ich habe als ${roleAt}${period} gearbeitet`,
        ({ roleAt, period }) => `Ich war als ${roleAt}${period} beschäftigt`,
        ({ roleAt, period }) => `Ich war als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Ich habe zuvor als ${roleAt}${period} gearbeitet`,
        ({ roleAt, period }) => `Früher war ich als ${roleAt}${period} beschäftigt`,
        ({ roleAt, period }) => `Beruflich war ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Ich hatte die Position als ${roleAt}${period} inne`,
      ],
      [
        () => `.`,
        () => ` und habe dort praktische Erfahrung gesammelt.`,
        () => `, und auf dieser Erfahrung baue ich auf.`,
        () => ` – eine Tätigkeit, in der ich in der Praxis viel gelernt habe.`,
        () => `, was mir praktische Erfahrung gegeben hat, auf der ich aufbauen kann.`,
      ],
    ),
    ({ roleAt, period }) =>
      `Als ${roleAt}${period} habe ich praktische Erfahrung gesammelt, die ich in diese Aufgabe einbringen möchte.`,
    ({ roleAt, period }) =>
      `Meine Zeit als ${roleAt}${period} hat mir praktische Erfahrung gegeben, auf der ich aufbauen kann.`,
    ({ roleAt, period }) => `Als ${roleAt}${period} habe ich in der Praxis viel gelernt.`,
    ({ roleAt, period }) => `Praktische Erfahrung habe ich als ${roleAt}${period} gesammelt.`,
    ({ roleAt, period }) => `Meine Tätigkeit als ${roleAt}${period} hat mich in der Praxis viel gelehrt.`,
    ({ roleAt, period }) => `Aus meiner Zeit als ${roleAt}${period} bringe ich praktische Erfahrung mit.`,
    ({ roleAt, period }) => `Den Berufsalltag kenne ich aus meiner Zeit als ${roleAt}${period}.`,
  ],
  roleTools: [
    ...cross<{ list: string; current: boolean }>(
      [
        ({ list, current }) =>
          current ? `Dort arbeite ich außerdem mit ${list}` : `Dort habe ich außerdem mit ${list} gearbeitet`,
        ({ list, current }) =>
          current ? `Auch ${list} setze ich dort ein` : `Auch ${list} habe ich dort eingesetzt`,
        ({ list, current }) =>
          current
            ? `In dieser Tätigkeit nutze ich auch ${list}`
            : `In dieser Tätigkeit habe ich auch ${list} genutzt`,
        ({ list, current }) =>
          current ? `Dort verwende ich zudem ${list}` : `Dort habe ich zudem ${list} verwendet`,
        ({ list, current }) =>
          current ? `Ebenso arbeite ich dort mit ${list}` : `Ebenso habe ich dort mit ${list} gearbeitet`,
        ({ list, current }) =>
          current
            ? `Im Arbeitsalltag dort nutze ich außerdem ${list}`
            : `Im Arbeitsalltag dort habe ich außerdem ${list} genutzt`,
        ({ list, current }) =>
          current ? `Daneben arbeite ich dort mit ${list}` : `Daneben habe ich dort mit ${list} gearbeitet`,
        ({ list, current }) =>
          current
            ? `Bei dieser Tätigkeit arbeite ich auch mit ${list}`
            : `Bei dieser Tätigkeit habe ich auch mit ${list} gearbeitet`,
      ],
      [
        () => `.`,
        ({ current }) => `, was meine praktische Erfahrung ${current ? 'erweitert' : 'erweitert hat'}.`,
        () => ` – Erfahrung, die ich ebenfalls in die Stelle einbringen würde.`,
        () => `, und auch diese Erfahrung bringe ich mit.`,
        ({ current }) =>
          current ? ` – Praxis, die ich täglich vertiefe.` : ` – Praxis, auf der ich aufbauen kann.`,
      ],
    ),
  ],
  previousRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period, list }) => `Zuvor habe ich als ${roleAt}${period} mit ${list} gearbeitet`,
        ({ roleAt, period, list }) =>
          `In meiner vorherigen Position als ${roleAt}${period} umfasste meine Arbeit unter anderem ${list}`,
        ({ roleAt, period, list }) => `Davor habe ich als ${roleAt}${period} mit ${list} gearbeitet`,
        ({ roleAt, period, list }) =>
          `Vorher war ich als ${roleAt}${period} tätig und habe dort mit ${list} gearbeitet`,
        ({ roleAt, period, list }) => `Früher habe ich als ${roleAt}${period} mit ${list} gearbeitet`,
        ({ roleAt, period, list }) =>
          `In meiner früheren Tätigkeit als ${roleAt}${period} gehörte die Arbeit mit ${list} zu meinen Aufgaben`,
        ({ roleAt, period, list }) =>
          `Meine frühere Stelle als ${roleAt}${period} umfasste ebenfalls ${list}`,
        ({ roleAt, period, list }) =>
          `Vor dieser Stelle habe ich als ${roleAt}${period} mit ${list} gearbeitet`,
      ],
      [
        () => `.`,
        () => `, was meine praktische Erfahrung erweitert hat.`,
        () => `, und auf diese Erfahrung greife ich bis heute zurück.`,
        () => ` – Erfahrung, die ich ebenfalls in die Stelle einbringen würde.`,
        () => ` – eine Station, in der ich viel Praxis gesammelt habe.`,
      ],
    ),
    ({ roleAt, period, list }) =>
      `Davor war ich als ${roleAt}${period} tätig; dort gehörte die Arbeit mit ${list} zu meinen Aufgaben.`,
  ],
  previousRolePlain: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Zuvor war ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Davor habe ich als ${roleAt}${period} gearbeitet`,
        ({ roleAt, period }) => `Vorher war ich als ${roleAt}${period} beschäftigt`,
        ({ roleAt, period }) => `Vor dieser Stelle habe ich als ${roleAt}${period} gearbeitet`,
        ({ roleAt, period }) => `Früher war ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Davor war ich als ${roleAt}${period} beschäftigt`,
        ({ roleAt, period }) => `Früher habe ich als ${roleAt}${period} gearbeitet`,
        ({ roleAt, period }) => `Zuvor habe ich als ${roleAt}${period} gearbeitet`,
      ],
      [
        () => `.`,
        () => ` und konnte dort weitere praktische Erfahrung sammeln.`,
        () => `, eine Stelle, die meine praktische Erfahrung erweitert hat.`,
        () => ` – eine Zeit, in der ich zusätzliche Praxiserfahrung aufgebaut habe.`,
        () => `, und diese Erfahrung begleitet mich bis heute.`,
        () => `, eine Stelle, in der ich in der Praxis viel gelernt habe.`,
        () => `, und auf diese Erfahrung greife ich bis heute zurück.`,
        () => ` – Erfahrung, die ich ebenfalls in die Stelle einbringen würde.`,
      ],
    ),
    ({ roleAt, period }) => `Zu meiner früheren Erfahrung gehört die Tätigkeit als ${roleAt}${period}.`,
    ({ roleAt, period }) => `Davor arbeitete ich als ${roleAt}${period}.`,
    ({ roleAt, period }) => `Zuvor hatte ich eine Stelle als ${roleAt}${period}.`,
    ({ roleAt, period }) => `Vor dieser Position war ich als ${roleAt}${period} beschäftigt.`,
  ],
  otherRole: [
    ...cross<RoleFacts>(
      [
        ({ roleAt, period }) => `Außerdem war ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Ich war außerdem als ${roleAt}${period} beschäftigt`,
        ({ roleAt, period }) => `Auch als ${roleAt}${period} habe ich Erfahrung gesammelt`,
        ({ roleAt, period }) => `Hinzu kommt meine Tätigkeit als ${roleAt}${period}`,
        ({ roleAt, period }) => `Zu meiner Erfahrung gehört auch meine Zeit als ${roleAt}${period}`,
        ({ roleAt, period }) => `Eine weitere Station war meine Tätigkeit als ${roleAt}${period}`,
        ({ roleAt, period }) => `Darüber hinaus war ich als ${roleAt}${period} tätig`,
        ({ roleAt, period }) => `Eine weitere Erfahrung ist meine Zeit als ${roleAt}${period}`,
      ],
      [
        () => `.`,
        () => ` – auch das hat meine praktische Erfahrung erweitert.`,
        () => `, und auch diese Erfahrung bringe ich mit.`,
        () => ` – eine Station, aus der ich viel Praxis mitnehme.`,
        () => ` – dort habe ich in der Praxis viel gelernt.`,
        () => `, und auf diese Erfahrung greife ich bis heute zurück.`,
        () => ` – Erfahrung, die ich ebenfalls in die Stelle einbringen würde.`,
      ],
    ),
    ({ roleAt, period }) => `Weitere Erfahrung bringe ich aus meiner Tätigkeit als ${roleAt}${period} mit.`,
    ({ roleAt, period }) => `Erfahrung habe ich auch als ${roleAt}${period} gesammelt.`,
    ({ roleAt, period }) => `Ebenfalls gearbeitet habe ich als ${roleAt}${period}.`,
    ({ roleAt, period }) => `Mein Werdegang umfasst auch die Tätigkeit als ${roleAt}${period}.`,
  ],
  studyEvidence: [
    ...cross<{ degreeAt: string; period: string; list: string }>(
      [
        ({ degreeAt, period, list }) => `Im Studiengang ${degreeAt}${period} habe ich mit ${list} gearbeitet`,
        ({ degreeAt, period, list }) =>
          `Mein Studium im Studiengang ${degreeAt}${period} hat mir eine Grundlage in ${list} gegeben`,
        ({ degreeAt, period, list }) =>
          `Im Rahmen des Studiengangs ${degreeAt}${period} habe ich mich mit ${list} beschäftigt`,
        ({ degreeAt, period, list }) =>
          `Der Studiengang ${degreeAt}${period} hat mir Kenntnisse in ${list} vermittelt`,
        ({ degreeAt, period, list }) => `Mit ${list} habe ich im Studiengang ${degreeAt}${period} gearbeitet`,
        ({ degreeAt, period, list }) =>
          `Kenntnisse in ${list} habe ich im Studiengang ${degreeAt}${period} erworben`,
        ({ degreeAt, period, list }) =>
          `Der Studiengang ${degreeAt}${period} hat mich mit ${list} vertraut gemacht`,
        ({ degreeAt, period, list }) =>
          `Während meines Studiums im Studiengang ${degreeAt}${period} habe ich mit ${list} gearbeitet`,
      ],
      [
        () => `.`,
        () => `, und dieses Wissen möchte ich nun in der Praxis anwenden.`,
        () => ` – eine Basis, auf der ich in dieser Position aufbauen möchte.`,
        () => `, was ich nun im Beruf einsetzen möchte.`,
        () => `, und darauf möchte ich im Berufsleben aufbauen.`,
      ],
    ),
    ({ degreeAt, period, list }) => `Im Studium ${degreeAt}${period} habe ich mit ${list} gearbeitet.`,
    ({ degreeAt, period, list }) =>
      `Mein Studium ${degreeAt}${period} hat mir eine Grundlage in ${list} gegeben.`,
  ],
  studyEvidencePlain: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) =>
          `Mein Studium ${degreeAt}${period} hat mir ein solides fachliches Fundament gegeben`,
        ({ degreeAt, period }) =>
          `Mit meinem Studium ${degreeAt}${period} bringe ich eine fundierte theoretische Grundlage mit`,
        ({ degreeAt, period }) =>
          `Mein Studium ${degreeAt}${period} hat mich gut auf das Berufsleben vorbereitet`,
        ({ degreeAt, period }) =>
          `Im Studium ${degreeAt}${period} habe ich eine solide Wissensbasis aufgebaut`,
        ({ degreeAt, period }) => `Eine solide Grundlage hat mir das Studium ${degreeAt}${period} gegeben`,
        ({ degreeAt, period }) => `Fachlich gerüstet hat mich mein Studium ${degreeAt}${period}`,
        ({ degreeAt, period }) =>
          `Das Studium ${degreeAt}${period} hat mir das theoretische Rüstzeug für mein Fach vermittelt`,
        ({ degreeAt, period }) =>
          `Während meines Studiums ${degreeAt}${period} habe ich mir die fachlichen Grundlagen erarbeitet`,
        ({ degreeAt, period }) =>
          `Aus dem Studium ${degreeAt}${period} bringe ich das Grundlagenwissen meines Fachs mit`,
        ({ degreeAt, period }) =>
          `Einen Einblick in die Theorie meines Fachs hat mir das Studium ${degreeAt}${period} verschafft`,
      ],
      [
        () => `.`,
        () => `, und darauf möchte ich im Berufsleben gern aufbauen.`,
        () => `, und dieses Wissen möchte ich nun in der Praxis anwenden.`,
        () => ` – eine Basis für meine ersten Schritte im Beruf.`,
      ],
    ),
    ({ degreeAt, period }) =>
      `Das Wissen aus dem Studium ${degreeAt}${period} möchte ich nun im Beruf einsetzen.`,
  ],
  freshStart: [
    ...cross<{ role: string }>(
      [
        () => `Nun freue ich mich darauf, das Gelernte im Berufsalltag anzuwenden`,
        () => `Nun bin ich bereit für meine ersten Schritte im Berufsleben`,
        () => `Als Nächstes möchte ich mein Wissen in der Praxis anwenden`,
        () => `Ich freue mich darauf, ins Berufsleben zu starten`,
        () => `Jetzt möchte ich das Gelernte in praktische Arbeit umsetzen`,
        () => `Mein nächster Schritt ist der Einstieg ins Berufsleben`,
        () => `Den Schritt in die berufliche Praxis möchte ich jetzt gehen`,
        () => `Gern möchte ich mein Wissen nun in einer beruflichen Aufgabe einsetzen`,
      ],
      [
        () => `.`,
        () => `, und diese Stelle wäre dafür ein guter Anfang.`,
        () => `, und mit den Aufgaben möchte ich wachsen.`,
        () => `, und diese Position gäbe mir die Gelegenheit dazu.`,
        () => ` – am liebsten in einem Team, von dem ich lernen kann.`,
      ],
    ),
    () =>
      `Nun freue ich mich darauf, das im Studium Gelernte im Berufsalltag anzuwenden und mit den Aufgaben zu wachsen.`,
    () => `Diese Position wäre für mich der ideale Ort, das im Studium Gelernte in die Praxis umzusetzen.`,
    () => `Auf den Berufseinstieg freue ich mich.`,
  ],
  evidenceWrap: [
    ...cross<{ role: string }>(
      [
        () => `Diese Erfahrung insgesamt`,
        () => `All das`,
        () => `Dieser Hintergrund`,
        () => `Meine bisherige Erfahrung`,
        () => `Das alles`,
        () => `Mein bisheriger Werdegang`,
        () => `Diese Erfahrung`,
        () => `Dieser Werdegang`,
      ],
      [
        () => ` bildet eine solide Grundlage für diese Position.`,
        () => ` hat mich gut auf die Aufgaben der Stelle vorbereitet.`,
        () => ` ist das, was ich in Ihr Team einbringen würde.`,
        () => ` ist die Basis, auf der ich in der neuen Aufgabe aufbauen möchte.`,
        () => ` gibt mir das Rüstzeug für die Arbeit, die die Stelle mit sich bringt.`,
        () => ` ist das, was ich in der Position gezielt einsetzen möchte.`,
      ],
    ),
  ],
  example: [
    ...cross<{ line: string }>(
      [
        () => `Ein Beispiel`,
        () => `Ein konkretes Beispiel`,
        () => `Ein Ergebnis`,
        () => `Ein Beispiel für meine Arbeit`,
        () => `Ein Auszug`,
        () => `Ein typisches Beispiel`,
        () => `Ein anschauliches Beispiel`,
      ],
      [
        ({ line }) => ` aus dieser Zeit: ${line}`,
        ({ line }) => ` aus dieser Stelle: ${line}`,
        ({ line }) => ` aus meiner Arbeit dort: ${line}`,
        ({ line }) => ` aus dieser Tätigkeit: ${line}`,
        ({ line }) => ` aus diesen Jahren: ${line}`,
        ({ line }) => ` aus meinem Arbeitsalltag dort: ${line}`,
      ],
    ),
    ({ line }) => `Konkret heißt das zum Beispiel: ${line}`,
    ({ line }) => `So sah das in der Praxis aus: ${line}`,
    ({ line }) => `Aus dieser Tätigkeit möchte ich hervorheben: ${line}`,
    ({ line }) => `Zur Veranschaulichung meiner Arbeit dort: ${line}`,
    ({ line }) => `Beispielhaft aus meiner Tätigkeit: ${line}`,
  ],
  years: [
    ...cross<{ years: number }>(
      [
        ({ years }) => `Insgesamt bringe ich ${years} Jahre Berufserfahrung mit`,
        ({ years }) => `Ich kann auf ${years} Jahre Berufserfahrung zurückgreifen`,
        ({ years }) => `Meine Berufserfahrung umfasst inzwischen ${years} Jahre`,
        ({ years }) => `Bisher habe ich ${years} Jahre Berufserfahrung gesammelt`,
        ({ years }) => `Alles in allem habe ich ${years} Jahre Berufserfahrung`,
        ({ years }) => `Hinter mir liegen ${years} Jahre Berufserfahrung`,
        ({ years }) => `Im Laufe meiner Laufbahn habe ich ${years} Jahre Berufserfahrung gesammelt`,
        ({ years }) => `Bis heute komme ich auf ${years} Jahre Berufserfahrung`,
      ],
      [
        () => `.`,
        () => `, und diese Erfahrung möchte ich in die Stelle einbringen.`,
        () => ` – Erfahrung, auf der ich in dieser Position aufbauen würde.`,
        () => `, und auf dieser Erfahrung möchte ich bei Ihnen aufbauen.`,
        () => ` – eine Basis, auf der ich in dieser Aufgabe aufbauen möchte.`,
        () => `, die ich gern in diese Position einbringen würde.`,
        () => `, und diese Erfahrung nehme ich mit in die neue Aufgabe.`,
      ],
    ),
    ({ years }) => `Damit blicke ich auf ${years} Jahre Berufserfahrung zurück.`,
    ({ years }) => `Auf ${years} Jahren Berufserfahrung kann ich aufbauen.`,
    ({ years }) => `Meine Berufserfahrung beläuft sich auf ${years} Jahre.`,
    ({ years }) => `Berufserfahrung bringe ich aus ${years} Jahren mit.`,
    ({ years }) => `Zusammengenommen habe ich ${years} Jahre im Beruf gearbeitet.`,
    ({ years }) => `Rechne ich meine Stellen zusammen, komme ich auf ${years} Jahre Berufserfahrung.`,
    ({ years }) => `Insgesamt stehen ${years} Jahre Berufserfahrung hinter dieser Bewerbung.`,
  ],
  skills: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Darüber hinaus bringe ich ${list} mit`,
        ({ list }) => `Ebenso bringe ich ${list} mit`,
        ({ list }) => `Auch ${list} kann ich bieten`,
        ({ list }) => `Zudem kann ich ${list} vorweisen`,
        ({ list }) => `Außerdem biete ich ${list}`,
        ({ list }) => `Ergänzend bringe ich ${list} mit`,
        ({ list }) => `Ferner kann ich ${list} einbringen`,
        ({ list }) => `Weiterhin bringe ich ${list} mit`,
      ],
      [
        () => `, wie in Ihrer Anzeige gewünscht.`,
        () => ` – ein weiterer Punkt aus Ihrer Anzeige.`,
        () => `, was Sie in Ihren Anforderungen nennen.`,
        () => `, worauf Ihre Anzeige ebenfalls Wert legt.`,
        () => `, wie Sie es in Ihrer Anzeige beschreiben.`,
      ],
    ),
    ({ list }) => `Ihre Anzeige nennt außerdem ${list}, was ich ebenfalls mitbringe.`,
    ({ list }) => `Aus Ihrer Anzeige kann ich zudem ${list} abdecken.`,
  ],
  soft: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Zudem bringe ich ${list} mit`,
        ({ list }) => `Auf persönlicher Ebene bringe ich ${list} mit`,
        ({ list }) => `Persönlich kann ich ${list} bieten`,
        ({ list }) => `Auch ${list} bringe ich mit`,
        ({ list }) => `An persönlichen Eigenschaften biete ich ${list}`,
        ({ list }) => `Außerdem zeichne ich mich durch ${list} aus`,
        ({ list }) => `Über die fachliche Seite hinaus bringe ich ${list} mit`,
        ({ list }) => `Ebenso kann ich ${list} einbringen`,
      ],
      [
        () => `, worauf Sie ebenfalls Wert legen.`,
        () => `, wie Ihre Anzeige es wünscht.`,
        () => ` – auch das nennt Ihre Anzeige.`,
        () => `, was Sie ebenfalls erwähnen.`,
        () => `, wie in Ihrer Anzeige gefordert.`,
      ],
    ),
    ({ list }) => `Ihre Anzeige betont außerdem ${list} – auch das bringe ich mit.`,
    ({ list }) => `Sie nennen außerdem ${list}, was ich ebenfalls mitbringe.`,
    ({ list }) => `Von den Eigenschaften, die Sie nennen, bringe ich ${list} mit.`,
  ],
  education: {
    degree: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Ich habe ${degreeAt} studiert`,
          ({ degreeAt }) => `Ich habe das Studium ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Studiert habe ich ${degreeAt}`,
          ({ degreeAt }) => `Mein akademischer Hintergrund ist das Studium ${degreeAt}`,
          ({ degreeAt }) => `Hinzu kommt mein Studium ${degreeAt}`,
          ({ degreeAt }) => `Akademisch baue ich auf dem Studium ${degreeAt} auf`,
          ({ degreeAt }) => `Akademisch habe ich ${degreeAt} studiert`,
          ({ degreeAt }) => `Abgeschlossen habe ich das Studium ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, was mir eine solide theoretische Grundlage gegeben hat.`,
          () => `, und auf diesem Wissen möchte ich in der Stelle aufbauen.`,
          () => ` – eine Grundlage, die ich in dieser Position einsetzen möchte.`,
          () => `, und dieses Wissen bringe ich ebenfalls mit.`,
          () => ` – Wissen, das ich hier in die Praxis umsetzen möchte.`,
        ],
      ),
      ({ degreeAt }) => `Mein Studienabschluss ist ${degreeAt}.`,
      ({ degreeAt }) => `Meine akademische Qualifikation ist ${degreeAt}.`,
      ({ degreeAt }) => `Fachlich fundiert bin ich durch mein Studium ${degreeAt}.`,
      ({ degreeAt }) => `Neben meiner Berufserfahrung bringe ich das Studium ${degreeAt} mit.`,
      ({ degreeAt }) => `Theoretisch stütze ich mich auf mein Studium ${degreeAt}.`,
    ],
    exam: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Ich habe die Prüfung ${degreeAt} abgelegt`,
          ({ degreeAt }) => `Zudem habe ich die Prüfung ${degreeAt} bestanden`,
          ({ degreeAt }) => `Die Prüfung ${degreeAt} habe ich bestanden`,
          ({ degreeAt }) => `Durch eine Prüfung habe ich die Qualifikation ${degreeAt} erworben`,
          ({ degreeAt }) => `Hinzu kommt die bestandene Prüfung ${degreeAt}`,
          ({ degreeAt }) => `Formal qualifiziert bin ich durch die Prüfung ${degreeAt}`,
          ({ degreeAt }) => `Zu meinen Qualifikationen zählt die Prüfung ${degreeAt}`,
          ({ degreeAt }) => `Erfolgreich abgelegt habe ich außerdem die Prüfung ${degreeAt}`,
        ],
        [
          () => `.`,
          () => ` – eine Qualifikation, die ich in die Stelle einbringe.`,
          () => `, und dieses Wissen setze ich auch hier gern ein.`,
          () => ` – ein formaler Nachweis, auf dem ich aufbauen kann.`,
          () => `, was meine praktische Erfahrung ergänzt.`,
        ],
      ),
      ({ degreeAt }) => `Per Prüfung habe ich die Qualifikation ${degreeAt} erworben.`,
    ],
    apprenticeship: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Ich habe eine Ausbildung als ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Meine Ausbildung habe ich als ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Beruflich ausgebildet wurde ich als ${degreeAt}`,
          ({ degreeAt }) => `Die Grundlage meiner Arbeit ist meine Ausbildung als ${degreeAt}`,
          ({ degreeAt }) => `Hinzu kommt meine abgeschlossene Ausbildung als ${degreeAt}`,
          ({ degreeAt }) => `Gelernt habe ich meinen Beruf in der Ausbildung als ${degreeAt}`,
          ({ degreeAt }) => `Ausgebildet bin ich als ${degreeAt}`,
          ({ degreeAt }) => `Zu meiner Qualifikation gehört die Ausbildung als ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, was mir eine solide praktische Grundlage gegeben hat.`,
          () => `, und auf dieser Ausbildung baue ich bis heute auf.`,
          () => ` – eine Grundlage, die ich in dieser Position einsetzen möchte.`,
          () => `, und auch dieses Wissen bringe ich in die Stelle ein.`,
        ],
      ),
      ({ degreeAt }) => `Meine Berufsausbildung habe ich als ${degreeAt} absolviert.`,
      ({ degreeAt }) => `Ausgebildet wurde ich als ${degreeAt}.`,
    ],
    course: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Ich habe den Lehrgang ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Außerdem habe ich den Lehrgang ${degreeAt} absolviert`,
          ({ degreeAt }) => `Ich habe zudem den Lehrgang ${degreeAt} besucht`,
          ({ degreeAt }) => `Zu meiner Weiterbildung gehört der Lehrgang ${degreeAt}`,
          ({ degreeAt }) => `Weitergebildet habe ich mich im Lehrgang ${degreeAt}`,
          ({ degreeAt }) => `Hinzu kommt der Lehrgang ${degreeAt}`,
          ({ degreeAt }) => `Ergänzend habe ich den Lehrgang ${degreeAt} absolviert`,
          ({ degreeAt }) => `Den Lehrgang ${degreeAt} habe ich ebenfalls absolviert`,
        ],
        [
          () => `.`,
          () => `, was mein praktisches Wissen erweitert hat.`,
          () => `, und das dort Gelernte bringe ich in die Stelle ein.`,
          () => ` – eine Weiterbildung, auf der ich aufbauen kann.`,
          () => `, was meine Qualifikationen abrundet.`,
        ],
      ),
    ],
    school: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Meine Schulzeit habe ich mit ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Die Schule habe ich mit ${degreeAt} verlassen`,
          ({ degreeAt }) => `Als Schulabschluss bringe ich ${degreeAt} mit`,
          ({ degreeAt }) => `Die Schulzeit endete für mich mit ${degreeAt}`,
          ({ degreeAt }) => `Schulisch bringe ich ${degreeAt} mit`,
          ({ degreeAt }) => `Meine Schullaufbahn habe ich mit ${degreeAt} beendet`,
          ({ degreeAt }) => `Abgeschlossen habe ich die Schule mit ${degreeAt}`,
          ({ degreeAt }) => `Mein Schulabschluss ist ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, was den Grundstein für meinen weiteren Weg gelegt hat.`,
          () => ` – der Ausgangspunkt meines Werdegangs.`,
          () => `, und darauf habe ich seither aufgebaut.`,
          () => `, was mir eine solide Allgemeinbildung gegeben hat.`,
        ],
      ),
    ],
    other: [
      ...cross<{ degreeAt: string }>(
        [
          ({ degreeAt }) => `Ich habe ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Zu meinen Qualifikationen gehört ${degreeAt}`,
          ({ degreeAt }) => `Außerdem habe ich ${degreeAt} abgeschlossen`,
          ({ degreeAt }) => `Zu meinen Qualifikationen zählt ${degreeAt}`,
          ({ degreeAt }) => `Hinzu kommt ${degreeAt}`,
          ({ degreeAt }) => `Eine weitere Qualifikation ist ${degreeAt}`,
          ({ degreeAt }) => `Ebenfalls abgeschlossen habe ich ${degreeAt}`,
          ({ degreeAt }) => `Zu meinem Werdegang gehört außerdem ${degreeAt}`,
        ],
        [
          () => `.`,
          () => `, und dieses Wissen bringe ich in die Stelle ein.`,
          () => ` – ein Teil der Grundlage, die ich mitbringe.`,
          () => `, was meinen Hintergrund abrundet.`,
          () => `, worauf ich in dieser Position aufbauen kann.`,
        ],
      ),
    ],
  },
  languagesTail: [
    ({ list }) => `und ich spreche ${list}`,
    ({ list }) => `und ich spreche außerdem ${list}`,
    ({ list }) => `und sprachlich bringe ich ${list} mit`,
    ({ list }) => `und an Sprachen spreche ich ${list}`,
    ({ list }) => `und meine Sprachkenntnisse umfassen ${list}`,
    ({ list }) => `und zudem spreche ich ${list}`,
    ({ list }) => `und darüber hinaus spreche ich ${list}`,
    ({ list }) => `und sprachlich verfüge ich über ${list}`,
    ({ list }) => `und was Sprachen angeht, spreche ich ${list}`,
    ({ list }) => `und außerdem spreche ich ${list}`,
    ({ list }) => `und an Sprachen bringe ich ${list} mit`,
    ({ list }) => `und an Sprachkenntnissen biete ich ${list}`,
    ({ list }) => `und sprachlich biete ich ${list}`,
  ],
  languages: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<{ list: string }>(
      [
        () => `Darüber hinaus`,
        () => `Zudem`,
        () => `Außerdem`,
        () => `Ergänzend`,
        () => `Weiterhin`,
        () => `Neben meinen fachlichen Kenntnissen`,
        () => `Ebenso`,
        () => `Des Weiteren`,
      ],
      [
        ({ list }) => ` spreche ich ${list}.`,
        ({ list }) => ` bringe ich ${list} mit.`,
        ({ list }) => ` bringe ich Sprachkenntnisse mit: ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        ({ list }) => `Ich spreche ${list}`,
        ({ list }) => `Sprachlich bringe ich ${list} mit`,
        ({ list }) => `An Sprachen spreche ich ${list}`,
        ({ list }) => `Sprachlich verfüge ich über ${list}`,
        ({ list }) => `An Sprachkenntnissen bringe ich ${list} mit`,
      ],
      [
        () => `.`,
        () => ` und setze meine Sprachkenntnisse gern auch im Arbeitsalltag ein.`,
        () => `, was mir in dieser Position nützlich sein kann.`,
      ],
    ),
    ({ list }) => `Sprachlich biete ich ${list}.`,
    ({ list }) => `Meine Sprachkenntnisse: ${list}.`,
    ({ list }) => `Was Sprachen angeht, spreche ich ${list}.`,
  ],
  certifications: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Außerdem verfüge ich über ${list}`,
        ({ list }) => `Weiterhin verfüge ich über ${list}`,
        ({ list }) => `Meine Qualifikationen ergänze ich durch ${list}`,
        ({ list }) => `Zusätzlich verfüge ich über ${list}`,
        ({ list }) => `Ergänzend verfüge ich über ${list}`,
        ({ list }) => `Zudem kann ich ${list} vorweisen`,
        ({ list }) => `Darüber hinaus verfüge ich über ${list}`,
        ({ list }) => `Ebenso kann ich ${list} vorweisen`,
      ],
      [
        () => `.`,
        () => ` – auch das bringe ich in die Stelle ein.`,
        () => `, ergänzend zu meiner Berufserfahrung.`,
        () => ` als weiteren Baustein meiner Qualifikation.`,
        () => `, worauf ich in dieser Position aufbauen kann.`,
      ],
    ),
    ({ list }) => `Zudem verfüge ich über folgende Zertifizierung: ${list}.`,
    ({ list }) => `Ergänzend habe ich ${list} erworben.`,
    ({ list }) => `Zusätzlich habe ich ${list} erworben.`,
    ({ list }) => `Hinzu kommen folgende Nachweise: ${list}.`,
    ({ list }) => `An Zertifikaten bringe ich ${list} mit.`,
    ({ list }) => `Ebenfalls erworben habe ich ${list}.`,
    ({ list }) => `Als zusätzliche Qualifikation bringe ich ${list} mit.`,
  ],
  licence: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<Record<string, never>>(
      [
        () => `Außerdem`,
        () => `Zudem`,
        () => `Darüber hinaus`,
        () => `Ebenso`,
        () => `Weiterhin`,
        () => `Ergänzend`,
        () => `Des Weiteren`,
        () => `Zusätzlich`,
      ],
      [() => ` besitze ich einen Führerschein.`, () => ` habe ich einen Führerschein.`],
    ),
    ...cross<Record<string, never>>(
      [
        () => `Ich besitze einen Führerschein`,
        () => `Einen Führerschein habe ich ebenfalls`,
        () => `Ein Führerschein gehört ebenfalls zu meinen Qualifikationen`,
        () => `Ich verfüge außerdem über einen Führerschein`,
        () => `Auch einen Führerschein kann ich vorweisen`,
        () => `Darüber hinaus bin ich im Besitz eines Führerscheins`,
      ],
      [
        () => `.`,
        () => `, falls die Stelle das erfordert.`,
        () => `, was für die Stelle von Nutzen sein kann.`,
      ],
    ),
    () => `Einen Führerschein besitze ich ebenfalls.`,
    () => `Zu meinen Qualifikationen gehört auch ein Führerschein.`,
    () => `Ich bin außerdem im Besitz eines Führerscheins.`,
    () => `Auch ein Führerschein gehört zu meinen Qualifikationen.`,
    () => `Ergänzend verfüge ich über einen Führerschein.`,
    () => `Zudem kann ich einen Führerschein vorweisen.`,
  ],
  toolkit: [
    ...cross<{ list: string }>(
      [
        ({ list }) => `Meine Kenntnisse umfassen unter anderem ${list}`,
        ({ list }) => `Ich arbeite unter anderem mit ${list}`,
        ({ list }) => `Ich bin vertraut mit ${list}`,
        ({ list }) => `Meine Kenntnisse erstrecken sich auf ${list}`,
        ({ list }) => `Ich kenne mich mit ${list} gut aus`,
        ({ list }) => `Fachlich bringe ich Kenntnisse in ${list} mit`,
        ({ list }) => `Kenntnisse habe ich unter anderem in ${list}`,
        ({ list }) => `Mein Wissen umfasst ${list}`,
      ],
      [
        () => `.`,
        () => `, und diese Kenntnisse würde ich gern von Anfang an in dieser Position einsetzen.`,
        () => `, was ich von Beginn an in die Stelle einbringen kann.`,
        () => ` – eine Grundlage, auf der ich in dieser Aufgabe aufbauen möchte.`,
        () => `, und dieses Wissen möchte ich in der Praxis anwenden.`,
      ],
    ),
    ({ list }) =>
      `Meine Kenntnisse umfassen unter anderem ${list}, und ich würde sie gern von Anfang an in dieser Position einsetzen.`,
  ],
  strengths: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<{ list: string }>(
      [
        () => `Persönlich`,
        () => `Auf persönlicher Ebene`,
        () => `Darüber hinaus`,
        () => `Außerdem`,
        () => `Zudem`,
        () => `Menschlich`,
      ],
      [
        ({ list }) => ` bringe ich ${list} mit.`,
        ({ list }) => ` kann ich ${list} vorweisen.`,
        ({ list }) => ` zeichne ich mich durch ${list} aus.`,
        ({ list }) => ` biete ich ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        ({ list }) => `Zu meinen persönlichen Stärken zähle ich ${list}`,
        ({ list }) => `Als persönliche Stärken bringe ich ${list} mit`,
        ({ list }) => `An persönlichen Stärken biete ich ${list}`,
      ],
      [
        () => `.`,
        () => `, was ich auch in diese Position einbringen möchte.`,
        () => ` – auch das möchte ich in Ihr Team einbringen.`,
        () => `, was mir auch in dieser Aufgabe zugutekommen würde.`,
      ],
    ),
    ({ list }) => `Außerdem bringe ich persönliche Stärken mit: ${list}.`,
    ({ list }) => `Persönliche Stärken, die ich mitbringe: ${list}.`,
    ({ list }) => `Was meine Person betrifft, bringe ich ${list} mit.`,
    ({ list }) => `Zu meinen Stärken zähle ich ${list}.`,
  ],
  moreSkills: [
    // Halves that only read as one sentence together: plain sentences, no optional clause.
    ...cross<{ list: string }>(
      [
        () => `Darüber hinaus`,
        () => `Zudem`,
        () => `Außerdem`,
        () => `Ergänzend`,
        () => `Ebenso`,
        () => `Weiterhin`,
        () => `Des Weiteren`,
      ],
      [
        ({ list }) => ` kenne ich mich mit ${list} aus.`,
        ({ list }) => ` bin ich mit ${list} vertraut.`,
        ({ list }) => ` habe ich Kenntnisse in ${list}.`,
        ({ list }) => ` umfassen meine Kenntnisse ${list}.`,
      ],
    ),
    ...cross<{ list: string }>(
      [
        ({ list }) => `Auch mit ${list} bin ich vertraut`,
        ({ list }) => `Weitere Kenntnisse habe ich in ${list}`,
        ({ list }) => `Ebenso vertraut bin ich mit ${list}`,
      ],
      [() => `.`, () => `, was ich ebenfalls in die Stelle einbringe.`, () => `, was mein Profil abrundet.`],
    ),
    ({ list }) => `Ergänzend bringe ich Kenntnisse in ${list} mit.`,
    ({ list }) => `Fachlich kenne ich mich außerdem mit ${list} aus.`,
    ({ list }) => `Kenntnisse bringe ich zudem in ${list} mit.`,
  ],
  earlierStudy: [
    ...cross<{ degreeAt: string; period: string }>(
      [
        ({ degreeAt, period }) => `Zuvor habe ich den Abschluss ${degreeAt}${period} erworben`,
        ({ degreeAt, period }) => `Davor habe ich ${degreeAt}${period} abgeschlossen`,
        ({ degreeAt, period }) => `Vorher habe ich ${degreeAt}${period} abgeschlossen`,
        ({ degreeAt, period }) => `Davor habe ich den Abschluss ${degreeAt}${period} gemacht`,
        ({ degreeAt, period }) => `Vorausgegangen ist der Abschluss ${degreeAt}${period}`,
        ({ degreeAt, period }) => `Zuvor hatte ich bereits ${degreeAt}${period} abgeschlossen`,
        ({ degreeAt, period }) => `Als früheren Abschluss bringe ich ${degreeAt}${period} mit`,
        ({ degreeAt, period }) => `Davor stand der Abschluss ${degreeAt}${period}`,
      ],
      [
        () => `.`,
        () => `, was den Grundstein für meinen weiteren Weg gelegt hat.`,
        () => ` – ein früherer Schritt meiner Ausbildung.`,
        () => `, und auf diesem Wissen baue ich bis heute auf.`,
        () => `, was mir eine erste fachliche Grundlage gegeben hat.`,
      ],
    ),
  ],
  localTown: [
    ...cross<{ town: string; co: CompanyForms }>(
      [
        ({ town }) => `Da ich in ${town} wohne`,
        ({ town }) => `Weil ich in ${town} lebe`,
        ({ town }) => `Da ich selbst in ${town} lebe`,
        ({ town }) => `Da mein Wohnort ${town} ist`,
        ({ town }) => `Weil ich in ${town} zu Hause bin`,
        ({ town }) => `Da ich bereits in ${town} wohne`,
        ({ town }) => `Da ${town} mein Wohnort ist`,
        ({ town }) => `Weil mein Zuhause in ${town} liegt`,
      ],
      [
        ({ co }) => `, könnte ich ohne Umzug ${co.at} anfangen.`,
        () => `, wäre ich schnell vor Ort.`,
        () => `, wäre der Arbeitsweg für mich kurz.`,
        () => `, könnte ich ohne Umzug beginnen.`,
        () => `, könnte ich problemlos vor Ort arbeiten.`,
      ],
    ),
  ],
  workMode: [
    ...cross<{ mode: 'remote' | 'hybrid' }>(
      [
        ({ mode }) =>
          `Die Möglichkeit, ${mode === 'remote' ? 'remote' : 'hybrid'} zu arbeiten, kommt mir sehr entgegen`,
        ({ mode }) =>
          `Dass Sie ${mode === 'remote' ? 'mobiles' : 'hybrides'} Arbeiten ermöglichen, schätze ich sehr`,
        ({ mode }) =>
          `Dass die Stelle ${mode === 'remote' ? 'vollständig von zu Hause aus' : 'teilweise von zu Hause aus'} möglich ist, begrüße ich sehr`,
        ({ mode }) =>
          `${mode === 'remote' ? 'Remote-Arbeit' : 'Ein hybrides Modell'} würde sehr gut zu mir passen`,
        ({ mode }) =>
          `Gern würde ich die Möglichkeit nutzen, ${mode === 'remote' ? 'von zu Hause aus' : 'teils im Büro, teils von zu Hause aus'} zu arbeiten`,
        ({ mode }) =>
          `Über die Option, ${mode === 'remote' ? 'ortsunabhängig' : 'hybrid'} zu arbeiten, freue ich mich`,
        ({ mode }) =>
          `Ihr Angebot zum ${mode === 'remote' ? 'mobilen' : 'hybriden'} Arbeiten spricht mich ebenfalls an`,
        ({ mode }) =>
          `${mode === 'remote' ? 'Das Arbeiten von zu Hause aus' : 'Die Kombination aus Büro und Homeoffice'} ist ein Modell, das ich sehr begrüße`,
      ],
      [
        () => `.`,
        () => ` – ein weiterer Grund für meine Bewerbung.`,
        () => `, und das ist ein weiterer Grund für mein Interesse an der Stelle.`,
        () => ` – auch das hat mich an Ihrer Anzeige angesprochen.`,
        () => `, was die Stelle für mich zusätzlich attraktiv macht.`,
      ],
    ),
  ],
  contact: (phone, email) =>
    phone && email
      ? `Sie erreichen mich telefonisch unter ${phone} oder per E-Mail an ${email}.`
      : phone
        ? `Sie erreichen mich telefonisch unter ${phone}.`
        : email
          ? `Sie erreichen mich per E-Mail an ${email}.`
          : null,

  motivation: {
    any: [
      ({ co, list }) =>
        `Diese Position reizt mich, weil sie auf ${list} aufbaut und ich mein Wissen gern ${co.for} einsetzen möchte.`,
      ({ co, list }) =>
        `Ich bewerbe mich ${co.at}, weil die Aufgabe auf ${list} aufbaut – dort möchte ich mich weiterentwickeln.`,
      // Each reason reads with each aim: the role's focus in the head, the company in the tail.
      ...cross<M>(
        [
          ({ list }) => `An dieser Position reizt mich besonders der Schwerpunkt auf ${list}`,
          ({ list }) => `Diese Stelle spricht mich an, weil sie sich um ${list} dreht`,
          ({ list }) => `Ich bewerbe mich, weil die Aufgabe auf ${list} aufbaut`,
          ({ list }) => `Der Grund für meine Bewerbung ist der Fokus der Position auf ${list}`,
          ({ list }) =>
            `Besonders anziehend finde ich an dieser Stelle, dass sie auf ${list} ausgerichtet ist`,
          ({ list }) =>
            `Für diese Stelle habe ich mich entschieden, weil sie ${list} in den Mittelpunkt stellt`,
          ({ list }) => `Was mich an der Position überzeugt, ist ihr Fokus auf ${list}`,
        ],
        [
          ({ co }) => `, und darauf möchte ich ${co.at} weiter aufbauen.`,
          ({ co }) =>
            `; ${co.at} möchte ich diesen Schwerpunkt vertiefen und mich beruflich weiterentwickeln.`,
          ({ co }) =>
            `, und eine Tätigkeit ${co.for} wäre für mich der nächste Schritt in meiner beruflichen Entwicklung.`,
          ({ co }) => `, und ${co.at} möchte ich gern mehr Verantwortung übernehmen.`,
          ({ co }) =>
            ` – daher sehe ich die Stelle ${co.at} als sinnvollen nächsten Schritt in meinem Berufsleben.`,
          ({ co }) => `, denn ich möchte mein Wissen ${co.at} einsetzen und dabei weiter dazulernen.`,
        ],
      ),
    ],
    enthusiastic: [
      ({ co, list }) =>
        `Ich würde mich sehr freuen, mich ${co.at} in einer Aufgabe mit Schwerpunkt auf ${list} weiterzuentwickeln.`,
      ...cross<M>(
        [
          ({ list }) => `Die Aussicht auf eine Aufgabe, die sich um ${list} dreht, begeistert mich`,
          ({ list }) => `Besonders begeistert mich an dieser Stelle der Schwerpunkt auf ${list}`,
          ({ list }) => `Diese Position spricht mich sehr an, weil sie ${list} in den Mittelpunkt stellt`,
          ({ list }) => `Mit großer Freude habe ich gelesen, dass die Stelle auf ${list} ausgerichtet ist`,
          ({ list }) => `Eine Aufgabe mit Schwerpunkt auf ${list} würde ich sehr gern übernehmen`,
          ({ list }) => `Die Gelegenheit, mich ganz auf ${list} zu konzentrieren, reizt mich sehr`,
          ({ list }) => `Ich bewerbe mich mit Begeisterung, da die Position auf ${list} aufbaut`,
        ],
        [
          ({ co }) => `, und ${co.at} würde ich mich darin gern weiterentwickeln.`,
          ({ co }) => ` – der Einstieg ${co.at} wäre für mich ein echter Schritt nach vorn.`,
          ({ co }) => `; ${co.at} würde ich mein Wissen sehr gern einbringen.`,
          ({ co }) => `, und ich würde gern den nächsten Schritt meiner beruflichen Laufbahn ${co.at} gehen.`,
          ({ co }) => ` – ich freue mich darauf, ${co.at} dazuzulernen und etwas beizutragen.`,
          ({ co }) =>
            `, und eine Tätigkeit ${co.for} wäre für mich eine schöne Gelegenheit, mich weiterzuentwickeln.`,
        ],
      ),
    ],
    confident: [
      ({ co, list }) =>
        `Mit meinem Hintergrund in ${list} bin ich sicher, ${co.for} schnell einen Mehrwert zu schaffen.`,
      ...cross<M>(
        [
          ({ list }) => `Diese Stelle dreht sich um ${list}`,
          ({ list }) => `Die Position baut auf ${list} auf`,
          ({ list }) => `Ich bewerbe mich, weil die Aufgabe auf ${list} ausgerichtet ist`,
          ({ list }) => `Diese Ausschreibung ist mir aufgefallen, weil sie ${list} verlangt`,
          ({ list }) => `Mit Überzeugung bewerbe ich mich, da sich die Position auf ${list} konzentriert`,
          ({ list }) => `Der Grund für meine Bewerbung ist klar: Die Aufgabe verlangt ${list}`,
          ({ list }) =>
            `Der Schwerpunkt der Rolle auf ${list} ist für mich ein klarer Grund, mich zu bewerben`,
        ],
        [
          ({ co }) => `, und mein Wissen möchte ich ${co.for} gezielt einsetzen.`,
          ({ co }) => ` – ${co.at} will ich von Anfang an etwas beitragen und mit der Aufgabe wachsen.`,
          ({ co }) =>
            `, daher bin ich sicher, dass ich ${co.at} etwas beitragen und mich weiterentwickeln kann.`,
          ({ co }) => `; ${co.at} möchte ich Verantwortung übernehmen und das Gelernte gezielt anwenden.`,
          ({ co }) =>
            `, und ich sehe die Stelle ${co.at} als den richtigen nächsten Schritt in meiner Laufbahn.`,
          ({ co }) => `, worauf ich ${co.at} weiter aufbauen möchte.`,
        ],
      ),
    ],
  },
  motivationPlain: {
    any: [
      () =>
        `Diese Position reizt mich, weil sie mir den nächsten Schritt in meiner beruflichen Entwicklung ermöglicht.`,
      ({ co }) =>
        `Ich möchte ${co.at} einsteigen, weil diese Aufgabe gut zu meiner beruflichen Richtung passt.`,
      ({ co }) =>
        `Eine Tätigkeit ${co.at} würde meiner beruflichen Entwicklung die Richtung geben, die ich suche.`,
      ({ co }) =>
        `Ich möchte den nächsten Schritt in meinem Berufsleben ${co.at} gehen, und diese Stelle ist dafür ein guter Rahmen.`,
      ({ co }) => `Der Einstieg ${co.at} in dieser Position wäre für mich ein willkommener nächster Schritt.`,
      ({ co }) => `Die Stelle ${co.at} würde es mir ermöglichen, auf meinem bisherigen Weg aufzubauen.`,
      ({ co }) =>
        `Ich bewerbe mich ${co.at}, weil die Aufgabe zu der Richtung passt, in die ich mich entwickeln möchte.`,
      ({ co }) =>
        `In dieser Aufgabe ${co.at} könnte ich mich in eine Richtung weiterentwickeln, die mich interessiert.`,
      ({ co }) =>
        `Eine Position wie diese ${co.at} ist der Ort, an dem ich meine berufliche Laufbahn fortsetzen möchte.`,
      ({ co }) => `Die Aufgabe ${co.at} sehe ich als Chance, mich weiterzuentwickeln und etwas beizutragen.`,
      // Each head reads with each reason: the company in the head, the role in the reason.
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Ich bewerbe mich ${co.at}`,
          ({ co }) => `Gern möchte ich ${co.at} einsteigen`,
          ({ co }) => `Eine Tätigkeit ${co.at} spricht mich an`,
          ({ co }) => `Der Einstieg ${co.at} reizt mich`,
          ({ co }) => `Für eine Mitarbeit ${co.at} habe ich mich bewusst entschieden`,
          ({ co }) => `Mit dieser Bewerbung möchte ich ${co.at} Fuß fassen`,
          ({ co }) => `${co.name} ist für mich ein attraktiver Arbeitgeber`,
        ],
        [
          () =>
            `, weil diese Position ein sinnvoller nächster Schritt in meiner beruflichen Entwicklung wäre.`,
          () => `, denn die Stelle würde es mir ermöglichen, mich fachlich weiterzuentwickeln.`,
          () => `, weil ich in dieser Aufgabe anwenden könnte, was ich bisher gelernt habe.`,
          () => ` – die Aufgabe passt zu der Richtung, in die ich mich beruflich entwickeln möchte.`,
          () =>
            `, denn in dieser Position könnte ich auf meinem bisherigen Wissen aufbauen und Neues lernen.`,
          () => `, weil mich die Aufgaben dieser Stelle inhaltlich interessieren.`,
        ],
      ),
    ],
    enthusiastic: [
      ({ co }) =>
        `Ich würde mich sehr freuen, in dieser Position ${co.at} mitzuwirken und mich gemeinsam mit Ihnen weiterzuentwickeln.`,
      ({ co }) => `Ich würde mich sehr freuen, ${co.at} anzufangen und mit den Aufgaben zu wachsen.`,
      ({ co }) => `Die Aussicht, ${co.at} zu arbeiten, begeistert mich sehr.`,
      ...cross<{ role: string; co: CompanyForms }>(
        [
          ({ co }) => `Ich würde mich sehr freuen, ${co.at} anzufangen`,
          ({ co }) => `Die Aussicht, ${co.at} zu arbeiten, begeistert mich`,
          ({ co }) => `Mit großer Freude bewerbe ich mich ${co.at}`,
          ({ co }) => `Eine Mitarbeit ${co.at} wäre für mich eine echte Chance`,
          ({ co }) => `Sehr gern würde ich mich ${co.at} einbringen`,
          () => `Ihre Ausschreibung hat sofort mein Interesse geweckt`,
          ({ co }) => `Der Gedanke, ${co.for} tätig zu sein, gefällt mir sehr`,
        ],
        [
          () => `, denn die Stelle wäre ein spannender nächster Schritt in meiner beruflichen Entwicklung.`,
          () => ` – in dieser Aufgabe könnte ich mich fachlich weiterentwickeln und viel Neues lernen.`,
          () => `, denn in dieser Position könnte ich mein Wissen in der Praxis einsetzen und ausbauen.`,
          () => `, denn die Aufgaben dieser Stelle interessieren mich besonders.`,
          () => ` – mit den Aufgaben dieser Position möchte ich wachsen.`,
          () => `, weil ich in dieser Rolle Verantwortung übernehmen und dazulernen möchte.`,
        ],
      ),
    ],
  },
  motivationExtra: [
    () =>
      `Ich arbeite gern in einem Team, in dem Wissen offen geteilt wird, und möchte dazu in Ihrem Team beitragen.`,
    () => `Ich übernehme gern Verantwortung und lerne dabei von erfahrenen Kolleginnen und Kollegen.`,
    () => `Diese Aufgabe sehe ich als Chance, einen Beitrag zu leisten und zugleich weiter zu lernen.`,
    () => `Ich würde mich freuen, mich langfristig gemeinsam mit Ihnen weiterzuentwickeln.`,
    () => `Ich finde mich gern in ein neues Team ein und lerne schnell, wie es arbeitet.`,
    () => `Ich würde mich freuen, zu Ihrer Arbeit beizutragen und mich bei Ihnen weiterzuentwickeln.`,
    () => `Ich freue mich auf neue Aufgaben und darauf, von den Menschen um mich herum zu lernen.`,
    () => `Ein Team, das sein Wissen teilt, ist mir wichtig, und dazu trage ich gern bei.`,
    () => `In einer Position wie dieser möchte ich mich langfristig weiterentwickeln.`,
    () => `Ich bin bereit, meine Erfahrung in Ihr Team einzubringen und sie dort auszubauen.`,
    () => `Von erfahrenen Kolleginnen und Kollegen zu lernen, ist mir in einer neuen Position wichtig.`,
    () => `Gespannt bin ich darauf, Ihr Team und seine Arbeitsweise kennenzulernen.`,
    () => `Mit der Zeit möchte ich in einer Aufgabe wie dieser mehr Verantwortung übernehmen.`,
    () => `Gemeinsam mit Kolleginnen und Kollegen auf ein Ziel hinzuarbeiten, ist mir wichtig.`,
    () => `Ein Arbeitsumfeld, in dem Fragen willkommen sind und Wissen geteilt wird, liegt mir.`,
    () => `Schritt für Schritt in neue Aufgaben hineinzuwachsen, ist mein Weg, mich weiterzuentwickeln.`,
    () => `Neue Aufgaben übernehme ich gern gemeinsam mit Ihrem Team.`,
    () => `Mein Ziel ist es, zu Ihrer Arbeit beizutragen und mich dabei weiterzuentwickeln.`,
    () => `Teil eines Teams zu sein, das gut zusammenarbeitet, ist mir wichtig.`,
    () => `Es ist mir wichtig, in meiner Arbeit weiter dazuzulernen.`,
    () =>
      `Von einer neuen Stelle erwarte ich die Möglichkeit, etwas beizutragen und mich zugleich weiterzuentwickeln.`,
    () => `Übernommene Aufgaben zu Ende zu führen, ist mir wichtig.`,
    () => `Mit Ihrem Team möchte ich auf dem aufbauen, was ich bisher gelernt habe.`,
    () => `Für mich ist ein guter Arbeitsplatz einer, an dem man sich gegenseitig unterstützt.`,
    () => `Langfristig möchte ich zu Ihrer Arbeit beitragen und mit ihr wachsen.`,
    () => `Mich fachlich weiterzuentwickeln, ist mir wichtig, und diese Stelle würde das ermöglichen.`,
    () => `Der Einstieg in Ihr Team wäre für mich die Gelegenheit, zu lernen und zugleich beizutragen.`,
    () => `Wissen zu teilen und von anderen zu lernen, gehört für mich zur Arbeit dazu.`,
    () => `Jede neue Stelle ist eine Gelegenheit zu lernen, und diese möchte ich gut nutzen.`,
    () => `Verantwortung für meine eigenen Aufgaben übernehme ich gern.`,
    () => `Gute Arbeitsbeziehungen zu Kolleginnen und Kollegen sind mir wichtig.`,
    () => `Teil Ihres Teams zu werden und zu seiner Arbeit beizutragen, ist mein Ziel.`,
    () => `Zusammen mit Ihrem Team möchte ich neue Aufgaben übernehmen und daran wachsen.`,
    () => `Eine stetige Weiterentwicklung in einer Position wie dieser ist das, was ich suche.`,
    () => `Auf lange Sicht sehe ich mich mit den Aufgaben dieser Position wachsen.`,
    () => `Aufgaben zu übernehmen und aus ihnen zu lernen, ist mein Weg, in dieser Rolle zu wachsen.`,
    () => `Kolleginnen und Kollegen, die ihre Erfahrung teilen, schätze ich an einem Arbeitsplatz besonders.`,
    () => `Auf die Zusammenarbeit mit Ihrem Team freue ich mich.`,
    () => `Beruflich weiter zu lernen, ist mir ein Anliegen.`,
    () => `Im Alltag möchte ich zu Ihrer Arbeit beitragen und zugleich von ihr lernen.`,
    () => `Gern bringe ich mich in ein Team ein, das gemeinsam Ergebnisse erzielt.`,
  ],
  motivationRole: [
    ({ role }) =>
      `Die Stelle als ${role} ist für mich die Chance, Gelerntes einzusetzen und mich weiterzuentwickeln.`,
    ({ role }) => `Die Position als ${role} sehe ich als den richtigen nächsten Schritt für mich.`,
    ({ role }) => `Als ${role} möchte ich die Aufgaben, die Sie beschreiben, übernehmen und zu Ende führen.`,
    ({ role }) =>
      `Eine Tätigkeit als ${role} ist die Arbeit, der ich mich in den kommenden Jahren widmen möchte.`,
    ({ role }) =>
      `Die Stelle als ${role} würde es mir ermöglichen, meine Erfahrung in einem neuen Umfeld einzusetzen.`,
    ({ role }) => `Der Wechsel in die Position als ${role} wäre ein wichtiger Schritt in meinem Berufsleben.`,
  ],

  closing: {
    any: [
      () => `Über die Gelegenheit, mich in einem persönlichen Gespräch vorzustellen, freue ich mich sehr.`,
      () => `Gern überzeuge ich Sie in einem persönlichen Gespräch von meiner Eignung.`,
    ],
    friendly: [
      () => `Ich freue mich darauf, Sie und Ihr Team in einem Gespräch kennenzulernen.`,
      () => `Gern erzähle ich Ihnen in einem persönlichen Gespräch mehr über mich.`,
    ],
    formal: [
      () => `Für ein persönliches Vorstellungsgespräch stehe ich Ihnen jederzeit gern zur Verfügung.`,
      () => `Über eine Einladung zu einem Vorstellungsgespräch würde ich mich sehr freuen.`,
    ],
    enthusiastic: [
      () => `Ich freue mich sehr darauf, von Ihnen zu hören und mich persönlich vorzustellen!`,
      () => `Über ein persönliches Gespräch würde ich mich riesig freuen.`,
    ],
    confident: [
      () => `In einem persönlichen Gespräch zeige ich Ihnen gern, was ich zu Ihrem Team beitragen kann.`,
      () => `Ich freue mich darauf, Sie im Gespräch von meinen Fähigkeiten zu überzeugen.`,
    ],
  },
  closingExtra: [
    () =>
      `Vielen Dank für Ihre Zeit und dafür, dass Sie meine Bewerbung für diese Position in Betracht ziehen.`,
    () => `Vielen Dank für Ihre Zeit und Ihr Interesse an meiner Bewerbung.`,
    () => `Ich danke Ihnen für die Prüfung meiner Unterlagen.`,
    () => `Vielen Dank, dass Sie sich die Zeit für meine Bewerbung nehmen.`,
  ],
  availability: [
    () => `Einen Gesprächstermin richte ich gern nach Ihrem Kalender.`,
    () => `Einen Termin für ein Gespräch stimme ich gern mit Ihnen ab.`,
    () => `Für ein Gespräch richte ich mich gern nach Ihren Terminen.`,
    () => `Einen passenden Termin für ein Vorstellungsgespräch finden wir sicher gemeinsam.`,
    () => `Für ein Vorstellungsgespräch passe ich mich gern Ihrem Zeitplan an.`,
    () => `Den Termin für ein Gespräch können Sie gern nach Ihren Wünschen wählen.`,
    () => `Ein Gesprächstermin lässt sich ganz nach Ihrem Zeitplan vereinbaren.`,
    () => `Nennen Sie mir gern einen Termin, der Ihnen passt.`,
    () => `Zu einem Gespräch komme ich gern zu einem Zeitpunkt, der Ihnen passt.`,
    () => `Gern finde ich mit Ihnen einen Termin, der in Ihren Kalender passt.`,
    () => `Jeder Termin, der Ihnen passt, ist mir willkommen.`,
    () => `Über den Zeitpunkt eines Gesprächs können wir uns gern kurzfristig abstimmen.`,
  ],
  closingMore: [
    () => `Sollten Sie Fragen zu meiner Bewerbung haben, beantworte ich diese gern.`,
    () => `Falls etwas in meinen Unterlagen unklar ist, erläutere ich es Ihnen gern ausführlicher.`,
    () => `Weitere Unterlagen reiche ich Ihnen auf Wunsch gern nach.`,
    () => `Wenn Sie mehr erfahren möchten, können Sie sich jederzeit gern an mich wenden.`,
  ],
};
