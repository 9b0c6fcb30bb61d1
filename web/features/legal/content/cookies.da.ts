import { list, p, table, type LegalDocument } from '../legal-types';

const cookies: LegalDocument = {
  intro: [
    'Denne cookiepolitik forklarer, hvilke cookies og lignende teknologier Applywise bruger, hvad de bruges til, og hvor længe de gemmes. Den forklarer også, hvordan du til enhver tid kan ændre dit valg.',
  ],
  sections: [
    {
      id: 'what-are-cookies',
      title: 'Hvad cookies er',
      blocks: [
        p(
          'Cookies er små tekstfiler, som en hjemmeside gemmer i din browser. Lignende teknologier, fx lokal lagring (local storage), gemmer på samme måde små stykker information i din browser. I denne politik kalder vi dem alle for "cookies".',
        ),
        p(
          'Nogle cookies er nødvendige for, at hjemmesiden virker, fx for at holde dig logget ind. Andre er valgfrie og bruges kun, hvis du siger ja.',
        ),
      ],
    },
    {
      id: 'categories',
      title: 'De cookies, vi bruger',
      blocks: [
        p('Vi inddeler cookies i fire kategorier:'),
        table(
          ['Kategori', 'Navn og lagring', 'Formål', 'Gemmes i'],
          [
            [
              '**Nødvendige**',
              '`applywise.session_token` (HTTP-only-cookie)',
              'Holder dig logget ind og beskytter din session. Kan ikke slås fra.',
              '30 dage',
            ],
            [
              '**Nødvendige**',
              '`applywise.trust_device` (HTTP-only-cookie)',
              'Husker en enhed, du har valgt at stole på, når du logger ind med totrinsgodkendelse.',
              '30 dage',
            ],
            [
              '**Nødvendige**',
              'Kortlivede login-cookies som `applywise.two_factor`',
              'Gennemfører et igangværende login med totrinsgodkendelse eller Google/LinkedIn.',
              'Få minutter',
            ],
            [
              '**Præferencer**',
              '`applywise.language` (lokal lagring)',
              'Husker det sprog, du har valgt.',
              '1 år',
            ],
            [
              '**Præferencer**',
              '`applywise.cookie-consent` (lokal lagring)',
              'Gemmer dit cookievalg og datoen for det, så vi ikke spørger igen ved hvert besøg.',
              '1 år',
            ],
            [
              '**Statistik**',
              'Kun med dit samtykke',
              'Hjælper os med at forstå, hvordan hjemmesiden bruges, så vi kan forbedre den, med anonymiserede tal.',
              '2 år',
            ],
            [
              '**Markedsføring**',
              'Kun med dit samtykke',
              'Måler, om vores kampagner virker, og viser dig relevante tilbud.',
              '1 år',
            ],
          ],
        ),
        p(
          'Når Applywise kører over HTTPS, begynder navnene på de nødvendige cookies med `__Secure-`, som fortæller browseren, at de kun må sendes over krypterede forbindelser.',
        ),
        p(
          'Applywise bruger i dag hverken statistik- eller markedsføringscookies. Hvis vi tilføjer dem, sættes de først, når du har sagt ja til den pågældende kategori, og de gemmes ikke længere end angivet ovenfor. Vi opdaterer denne politik først.',
        ),
      ],
    },
    {
      id: 'your-choice',
      title: 'Dit valg, og hvordan du ændrer det',
      blocks: [
        p(
          'Første gang du besøger Applywise, spørger vi, hvilke valgfrie cookies du accepterer. Du kan acceptere alle, vælge kun nødvendige cookies eller tilpasse hver kategori.',
        ),
        p(
          'Du kan til enhver tid ændre dit valg via linket **"Cookie-indstillinger"** i bunden af alle offentlige sider. Trækker du dit samtykke tilbage, påvirker det ikke brugen af cookies, før du trak det tilbage.',
        ),
        p(
          'Du kan også slette eller blokere cookies i din browsers indstillinger. Blokerer du de nødvendige cookies, kan du ikke logge ind.',
        ),
      ],
    },
    {
      id: 'third-parties',
      title: 'Cookies fra andre tjenester',
      blocks: [
        list(
          'Når du betaler for et abonnement, gennemfører du betalingen på vores kortbetalingsudbyders sider, som sætter deres egne cookies af hensyn til sikkerhed og forebyggelse af svindel.',
          'Når du logger ind med Google eller LinkedIn, sætter deres loginsider deres egne cookies.',
        ),
        p('Disse cookies er omfattet af udbydernes egne cookiepolitikker.'),
      ],
    },
    {
      id: 'more-information',
      title: 'Mere information',
      blocks: [
        p(
          'Vores [privatlivspolitik](/privacy-policy) forklarer, hvordan vi behandler personoplysninger generelt, og vores [GDPR-side](/gdpr) forklarer dine rettigheder. Spørgsmål om cookies er velkomne via [kontaktformularen](/contact).',
        ),
      ],
    },
  ],
};

export default cookies;
