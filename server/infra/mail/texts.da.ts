import { STRONG_MATCH_SCORE } from '#domain/job-discovery';
import type { MailTexts } from './texts.ts';

const REVIEW_SECURITY = 'Se dine sikkerhedsindstillinger';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Danish notification and email texts (see texts.ts); the same messages as texts.en.ts. */
export const da: MailTexts = {
  htmlLang: 'da',
  greeting: (name) => `Hej ${name},`,
  copyLink: 'Eller kopiér dette link ind i din browser:',
  defaultFooter:
    'Du modtager denne e-mail, fordi en konto blev oprettet eller brugt med denne adresse på Applywise. Hvis det ikke var dig, kan du se bort fra beskeden.',
  unsubscribe: {
    text: 'Afmeld eller ændr dine e-mailindstillinger:',
    html: 'Vil du ikke have disse e-mails?',
    link: 'Afmeld eller ændr dine e-mailindstillinger',
  },
  openApp: 'Åbn Applywise',
  cvProcessed: ({ cvName }) => ({
    title: 'CV behandlet',
    message: `Vi har læst “${cvName}”: tjek den udtrukne erfaring, uddannelse og dine kompetencer.`,
    action: 'Se dit CV',
  }),
  applicationGenerated: ({ jobTitle, companyName }) => ({
    title: 'Ansøgning klar',
    message: `Din ansøgning til ${jobTitle} hos ${companyName} er klar til gennemlæsning.`,
    action: 'Åbn ansøgningen',
  }),
  subscription: {
    upgrade: ({ planName, price }) => ({
      title: `Dit ${planName}-abonnement er aktivt`,
      message: `Tak for din opgradering. Dit ${planName}-abonnement er aktivt nu, med ubegrænsede ansøgninger og alle ${planName}-funktioner.${price ? ` Du betaler ${price}.` : ''}`,
      action: 'Se dit abonnement',
    }),
    downgrade: ({ planName, previousPlanName, freeLimit }) => ({
      title: `Dit abonnement er skiftet til ${planName}`,
      message: `Dit ${previousPlanName}-abonnement er udløbet, og din konto er nu på ${planName}-abonnementet.${freeLimit !== null ? ` Du kan oprette ${freeLimit} ansøgninger om måneden; du kan opgradere igen når som helst.` : ''}`,
      action: 'Se abonnementerne',
    }),
    cancellation: ({ planName, endsOn }) => ({
      title: `Dit ${planName}-abonnement fornyes ikke`,
      message: `Dit abonnement er opsagt og fornyes ikke. Du beholder alle ${planName}-funktioner${endsOn ? ` indtil ${endsOn}` : ' til slutningen af betalingsperioden'}. Fortryder du? Du kan genoptage det inden da.`,
      action: 'Administrer betaling',
    }),
    paymentFailed: ({ amount }) => ({
      title: 'Din betaling mislykkedes',
      message: `Vi kunne ikke trække ${amount} for dit abonnement. Opdater venligst din betalingsmetode for at beholde dit abonnement.`,
      action: 'Opdater betalingsmetode',
    }),
  },
  interval: { monthly: 'om måneden', yearly: 'om året' },
  security: {
    passwordChanged: {
      title: 'Din adgangskode er ændret',
      message:
        'Adgangskoden til din Applywise-konto er netop blevet ændret. Hvis det ikke var dig, så nulstil din adgangskode nu og log ud overalt.',
      action: REVIEW_SECURITY,
    },
    twoFactorEnabled: {
      title: 'Totrinsbekræftelse er slået til',
      message:
        'Når du logger ind på din konto, beder vi nu også om en kode fra din godkendelsesapp. Hvis det ikke var dig, så skift din adgangskode nu.',
      action: REVIEW_SECURITY,
    },
    twoFactorDisabled: {
      title: 'Totrinsbekræftelse er slået fra',
      message:
        'Når du logger ind på din konto, beder vi ikke længere om en kode. Hvis det ikke var dig, så skift din adgangskode og slå totrinsbekræftelse til igen.',
      action: REVIEW_SECURITY,
    },
    signedOutEverywhere: {
      title: 'Du er logget ud overalt',
      message: 'Alle sessioner på din konto er afsluttet, på denne enhed og alle andre.',
      action: REVIEW_SECURITY,
    },
    otherSessionsRevoked: {
      title: 'Dine andre sessioner er logget ud',
      message: 'Alle sessioner på din konto undtagen den nuværende er afsluttet.',
      action: REVIEW_SECURITY,
    },
    failedSignIns: {
      title: 'Gentagne mislykkede login på din konto',
      message:
        'Nogen har indtastet en forkert adgangskode til din Applywise-konto 10 gange i træk. Hvert nyt forsøg skal nu vente længere. Hvis det ikke var dig, så skift til en lang adgangskode, du ikke bruger andre steder, og slå totrinsbekræftelse til.',
      action: REVIEW_SECURITY,
    },
  },
  digest: {
    subject: 'Din ugentlige Applywise-oversigt',
    intro: 'Her er din uge på Applywise:',
    applications: (n) => `${plural(n, 'ansøgning', 'ansøgninger')} oprettet`,
    cvs: (n) => `${plural(n, 'CV', "CV'er")} uploadet`,
    unread: (n) => plural(n, 'ulæst notifikation', 'ulæste notifikationer'),
    followUps: (n) => `${plural(n, 'opfølgning', 'opfølgninger')} denne uge`,
    action: 'Gå til dit dashboard',
    footer:
      'Du modtager denne ugentlige oversigt, fordi du har slået den til under Indstillinger → Notifikationer.',
  },
  reminders: {
    followUp: ({ jobTitle, companyName, daysSinceApplied }) => ({
      title: `Tid til at følge op: ${jobTitle} hos ${companyName}`,
      message: `${daysSinceApplied === null ? 'Du har søgt' : `Du søgte for ${plural(daysSinceApplied, 'dag', 'dage')} siden`} stillingen som ${jobTitle} hos ${companyName}, og i dag er den opfølgningsdato, du har sat. En kort, venlig besked til rekruttereren holder din ansøgning i erindring.`,
      action: 'Åbn ansøgningen',
    }),
    markFollowedUp: 'Markér som fulgt op',
    snooze: (days) => `Udsæt ${plural(days, 'dag', 'dage')}`,
    interview: ({ jobTitle, companyName, when }) => ({
      title: `Samtale i morgen: ${jobTitle} hos ${companyName}`,
      message: `Din samtale om stillingen som ${jobTitle} hos ${companyName} er ${when}. Læs jobopslaget og din ansøgning igen, og forbered et par spørgsmål til dem.`,
      action: 'Åbn ansøgningen',
    }),
    footer:
      'Du modtager denne påmindelse, fordi du har sat en dato på ansøgningen. Slå påmindelser fra under Indstillinger → Notifikationer.',
  },
  jobMatches: {
    notice: (count) => ({
      title: `${plural(count, 'nyt stærkt jobmatch', 'nye stærke jobmatch')}`,
      message: `${count === 1 ? 'Et nyt job passer' : `${count} nye job passer`} godt til dit CV: en score på ${STRONG_MATCH_SCORE}/100 eller mere. Se ${count === 1 ? 'det' : 'dem'} under Jobsøgning.`,
      action: 'Se dine match',
    }),
    intro: (count) =>
      `${count === 1 ? 'Dette nye job passer' : 'Disse nye job passer'} godt til dit CV (en score på ${STRONG_MATCH_SCORE}/100 eller mere):`,
    line: ({ title, company, location, score }) =>
      `${title} hos ${company}${location ? `, ${location}` : ''}: score ${score}/100`,
    more: (count) => `…og ${count} mere under Jobsøgning.`,
    footer:
      'Du modtager disse beskeder, fordi du følger jobsider i Applywise. Vælg hvor ofte, eller slå dem fra, under Indstillinger → Notifikationer.',
  },
};
