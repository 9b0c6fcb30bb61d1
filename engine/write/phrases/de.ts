import type { Phrasebook } from './types.ts';

/** "an der Technischen Universität München": a university or school named as such takes "an der". */
function institutionAt(institution: string): string {
  if (/(universität|hochschule|akademie|schule)\b/i.test(institution)) {
    return `an der ${institution.replace(/^(\p{L}+)e (?=\p{Lu})/u, '$1en ')}`;
  }
  return `(${institution})`;
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
    ({ co, from }) =>
      `Ich bewerbe mich ${co.at}, um meiner beruflichen Laufbahn eine neue Richtung zu geben, und bringe dafür meine Erfahrung als ${from} mit.`,
    ({ from }) =>
      `Meine Erfahrung als ${from} stammt aus einem anderen Bereich, und auf ihr möchte ich in dieser Aufgabe aufbauen.`,
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
    ({ roleAt }) => `Derzeit arbeite ich als ${roleAt}.`,
    ({ roleAt }) => `Aktuell bin ich als ${roleAt} tätig.`,
  ],
  recentRole: [
    ({ roleAt }) => `Zuletzt war ich als ${roleAt} tätig.`,
    ({ roleAt }) => `Meine letzte Station war die Position als ${roleAt}.`,
  ],
  studyDone: [
    ({ degreeAt }) => `Ich habe mein Studium ${degreeAt} abgeschlossen.`,
    ({ degreeAt }) => `Ich habe den Abschluss ${degreeAt} erworben.`,
  ],
  studyOngoing: [
    ({ degreeAt }) => `Derzeit studiere ich ${degreeAt}.`,
    ({ degreeAt }) => `Zurzeit absolviere ich das Studium ${degreeAt}.`,
  ],
  topMatch: [
    ({ list }) => `Sie suchen jemanden mit ${list} – genau hier liegt meine Erfahrung.`,
    ({ list }) => `In Ihrer Anzeige nennen Sie ${list}; das bringe ich mit.`,
    ({ list }) =>
      `Besonders angesprochen hat mich, dass Sie Wert auf ${list} legen – denn genau damit arbeite ich.`,
  ],
  openingExtra: [
    () => `Im Folgenden möchte ich Ihnen zeigen, wie meine Erfahrung zu Ihren Anforderungen passt.`,
    ({ co }) => `Gern erläutere ich Ihnen kurz, warum ich ${co.for} eine gute Ergänzung wäre.`,
  ],
  noMatch: [
    () =>
      `Im Folgenden möchte ich Ihnen kurz darlegen, was ich in diese Position einbringen kann und warum ich gern Teil Ihres Teams würde.`,
    () => `Im Folgenden möchte ich Ihnen darlegen, was ich für diese Position mitbringe.`,
    () => `Gern zeige ich Ihnen, was ich in diese Aufgabe einbringen kann.`,
  ],

  roleNow: [
    ({ roleAt, period, list }) => `Als ${roleAt}${period} gehört die Arbeit mit ${list} zu meinem Alltag.`,
    ({ roleAt, period, list }) =>
      `In meiner aktuellen Position als ${roleAt}${period} arbeite ich täglich mit ${list}.`,
    ({ roleAt, period, list }) => `Meine Tätigkeit als ${roleAt}${period} umfasst unter anderem ${list}.`,
  ],
  rolePast: [
    ({ roleAt, period, list }) => `Als ${roleAt}${period} habe ich mit ${list} gearbeitet.`,
    ({ roleAt, period, list }) =>
      `Während meiner Zeit als ${roleAt}${period} gehörte die Arbeit mit ${list} zu meinem Alltag.`,
    ({ roleAt, period, list }) => `Meine Tätigkeit als ${roleAt}${period} umfasste unter anderem ${list}.`,
  ],
  roleNowPlain: [
    ({ roleAt, period }) =>
      `Derzeit bin ich als ${roleAt}${period} tätig und bringe diese praktische Erfahrung gern in Ihr Team ein.`,
    ({ roleAt, period }) =>
      `Meine aktuelle Position als ${roleAt}${period} gibt mir praktische Erfahrung, auf der ich aufbauen kann.`,
  ],
  rolePastPlain: [
    ({ roleAt, period }) =>
      `Als ${roleAt}${period} habe ich praktische Erfahrung gesammelt, die ich in diese Aufgabe einbringen möchte.`,
    ({ roleAt, period }) =>
      `Meine Zeit als ${roleAt}${period} hat mir praktische Erfahrung gegeben, auf der ich aufbauen kann.`,
  ],
  roleTools: [
    ({ list, current }) =>
      current ? `Dort arbeite ich außerdem mit ${list}.` : `Dort habe ich außerdem mit ${list} gearbeitet.`,
    ({ list, current }) =>
      current ? `Auch ${list} setze ich dort ein.` : `Auch ${list} habe ich dort eingesetzt.`,
  ],
  previousRole: [
    ({ roleAt, period, list }) => `Zuvor habe ich als ${roleAt}${period} mit ${list} gearbeitet.`,
    ({ roleAt, period, list }) =>
      `Davor war ich als ${roleAt}${period} tätig; dort gehörte die Arbeit mit ${list} zu meinen Aufgaben.`,
    ({ roleAt, period, list }) =>
      `In meiner vorherigen Position als ${roleAt}${period} umfasste meine Arbeit unter anderem ${list}.`,
  ],
  previousRolePlain: [
    ({ roleAt, period }) =>
      `Zuvor war ich als ${roleAt}${period} tätig und habe dort weitere praktische Erfahrung gesammelt.`,
    ({ roleAt, period }) => `Zuvor war ich als ${roleAt}${period} tätig.`,
    ({ roleAt, period }) => `Davor habe ich als ${roleAt}${period} gearbeitet.`,
    ({ roleAt, period }) => `Außerdem war ich als ${roleAt}${period} tätig.`,
  ],
  otherRole: [
    ({ roleAt, period }) => `Außerdem war ich als ${roleAt}${period} tätig.`,
    ({ roleAt, period }) => `Auch als ${roleAt}${period} habe ich Erfahrung gesammelt.`,
  ],
  studyEvidence: [
    ({ degreeAt, period, list }) => `Im Studium ${degreeAt}${period} habe ich mit ${list} gearbeitet.`,
    ({ degreeAt, period, list }) =>
      `Mein Studium ${degreeAt}${period} hat mir eine Grundlage in ${list} gegeben.`,
  ],
  studyEvidencePlain: [
    ({ degreeAt, period }) =>
      `Mein Studium ${degreeAt}${period} hat mir ein solides fachliches Fundament gegeben, auf dem ich im Berufsleben gern aufbauen möchte.`,
    ({ degreeAt, period }) =>
      `Mein Studium ${degreeAt}${period} hat mir ein solides fachliches Fundament gegeben.`,
    ({ degreeAt, period }) =>
      `Mit meinem Studium ${degreeAt}${period} bringe ich eine fundierte theoretische Grundlage mit.`,
  ],
  freshStart: [
    () =>
      `Nun freue ich mich darauf, das im Studium Gelernte im Berufsalltag anzuwenden und mit den Aufgaben zu wachsen.`,
    () => `Nun freue ich mich darauf, das Gelernte im Berufsalltag anzuwenden.`,
    () => `Diese Position wäre für mich der ideale Ort, das im Studium Gelernte in die Praxis umzusetzen.`,
  ],
  evidenceWrap: [
    () => `Zusammengenommen bildet diese Erfahrung eine solide Grundlage für diese Position.`,
    () => `All das ist eine solide Grundlage für die ausgeschriebene Stelle.`,
  ],
  example: [
    ({ line }) => `Ein Beispiel aus dieser Zeit: ${line}`,
    ({ line }) => `Konkret heißt das zum Beispiel: ${line}`,
    ({ line }) => `Ein Ergebnis meiner Arbeit dort: ${line}`,
  ],
  years: [
    ({ years }) => `Insgesamt bringe ich ${years} Jahre Berufserfahrung mit.`,
    ({ years }) => `Damit blicke ich auf ${years} Jahre Berufserfahrung zurück.`,
  ],
  skills: [
    ({ list }) => `Darüber hinaus bringe ich ${list} mit, wie in Ihrer Anzeige gewünscht.`,
    ({ list }) => `Ebenso bringe ich ${list} mit – ein weiterer Punkt aus Ihrer Anzeige.`,
  ],
  soft: [
    ({ list }) => `Ihre Anzeige betont außerdem ${list} – auch das bringe ich mit.`,
    ({ list }) => `Zudem bringe ich ${list} mit, worauf Sie ebenfalls Wert legen.`,
  ],
  education: {
    degree: [
      ({ degreeAt }) => `Ich habe ${degreeAt} studiert.`,
      ({ degreeAt }) => `Mein Studium: ${degreeAt}.`,
    ],
    exam: [
      ({ degreeAt }) => `Ich habe die Prüfung ${degreeAt} abgelegt.`,
      ({ degreeAt }) => `Zudem habe ich die Prüfung ${degreeAt} bestanden.`,
    ],
    apprenticeship: [
      ({ degreeAt }) => `Ich habe eine Ausbildung als ${degreeAt} abgeschlossen.`,
      ({ degreeAt }) => `Meine Berufsausbildung: ${degreeAt}.`,
    ],
    course: [
      ({ degreeAt }) => `Ich habe den Lehrgang ${degreeAt} abgeschlossen.`,
      ({ degreeAt }) => `Außerdem habe ich den Lehrgang ${degreeAt} absolviert.`,
    ],
    school: [
      ({ degreeAt }) => `Ich habe ${degreeAt} abgeschlossen.`,
      ({ degreeAt }) => `Meine Schulzeit habe ich mit ${degreeAt} abgeschlossen.`,
    ],
    other: [
      ({ degreeAt }) => `Ich habe ${degreeAt} abgeschlossen.`,
      ({ degreeAt }) => `Zu meinen Qualifikationen gehört ${degreeAt}.`,
    ],
  },
  languagesTail: [({ list }) => `und ich spreche ${list}`],
  languages: [
    ({ list }) => `Ich spreche ${list}.`,
    ({ list }) => `Sprachlich bringe ich ${list} mit.`,
    ({ list }) => `Ich spreche ${list} und setze meine Sprachkenntnisse gern auch im Arbeitsalltag ein.`,
  ],
  certifications: [
    ({ list }) => `Zudem verfüge ich über folgende Zertifizierung: ${list}.`,
    ({ list }) => `Ergänzend habe ich ${list} erworben.`,
  ],
  toolkit: [
    ({ list }) =>
      `Meine Kenntnisse umfassen unter anderem ${list}, und ich würde sie gern von Anfang an in dieser Position einsetzen.`,
    ({ list }) => `Meine Kenntnisse umfassen unter anderem ${list}.`,
    ({ list }) => `Ich arbeite unter anderem mit ${list}.`,
  ],
  strengths: [
    ({ list }) => `Persönlich bringe ich außerdem ${list} mit.`,
    ({ list }) => `Außerdem bringe ich persönliche Stärken mit: ${list}.`,
  ],
  moreSkills: [
    ({ list }) => `Darüber hinaus umfassen meine Kenntnisse ${list}.`,
    ({ list }) => `Ergänzend bringe ich Kenntnisse in ${list} mit.`,
  ],
  earlierStudy: [
    ({ degreeAt, period }) => `Zuvor habe ich den Abschluss ${degreeAt}${period} erworben.`,
    ({ degreeAt, period }) => `Davor habe ich ${degreeAt}${period} abgeschlossen.`,
  ],
  localTown: [
    ({ town, co }) => `Da ich in ${town} wohne, könnte ich ohne Umzug ${co.at} anfangen.`,
    ({ town }) => `Ich lebe selbst in ${town} und wäre damit schnell vor Ort.`,
  ],
  workMode: [
    ({ mode }) =>
      `Die Möglichkeit, ${mode === 'remote' ? 'remote' : 'hybrid'} zu arbeiten, kommt mir sehr entgegen.`,
    ({ mode }) =>
      `Dass Sie ${mode === 'remote' ? 'mobiles' : 'hybrides'} Arbeiten ermöglichen, schätze ich sehr.`,
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
        `An dieser Position reizt mich besonders der Schwerpunkt auf ${list}: Diese Erfahrung möchte ich ${co.at} weiter ausbauen und dabei mehr Verantwortung übernehmen.`,
      ({ co, list }) =>
        `Diese Position reizt mich, weil sie auf ${list} aufbaut und ich diese Erfahrung gern ${co.for} einsetzen möchte.`,
      ({ co, list }) =>
        `Ich bewerbe mich ${co.at}, weil die Aufgabe auf ${list} aufbaut – genau dort möchte ich mich weiterentwickeln.`,
    ],
    enthusiastic: [
      ({ co, list }) =>
        `Ich würde meine Erfahrung mit ${list} sehr gern ${co.at} einbringen und mich in dieser Aufgabe weiterentwickeln.`,
    ],
    confident: [
      ({ co, list }) =>
        `Mit meinem Hintergrund in ${list} bin ich sicher, ${co.for} schnell einen Mehrwert zu schaffen.`,
    ],
  },
  motivationPlain: {
    any: [
      () =>
        `Diese Position reizt mich, weil sie mir den nächsten Schritt in meiner beruflichen Entwicklung ermöglicht.`,
      ({ co }) =>
        `Ich möchte ${co.at} einsteigen, weil diese Aufgabe gut zu meiner beruflichen Richtung passt.`,
    ],
    enthusiastic: [
      ({ co }) =>
        `Ich würde mich sehr freuen, in dieser Position ${co.at} mitzuwirken und mich gemeinsam mit Ihnen weiterzuentwickeln.`,
    ],
  },
  motivationExtra: [
    () =>
      `Ich arbeite gern in einem Team, in dem Wissen offen geteilt wird, und möchte dazu in Ihrem Team beitragen.`,
    () => `Ich übernehme gern Verantwortung und lerne dabei von erfahrenen Kolleginnen und Kollegen.`,
    () => `Diese Aufgabe sehe ich als Chance, einen Beitrag zu leisten und zugleich weiter zu lernen.`,
    () => `Ich würde mich freuen, mich langfristig gemeinsam mit Ihnen weiterzuentwickeln.`,
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
  ],
};
