import { list, p, table, type LegalDocument } from '../legal-types';

const privacy: LegalDocument = {
  intro: [
    'Applywise hjælper dig med at skrive målrettede jobansøgninger ud fra dit CV og et jobopslag. For at kunne det behandler vi personoplysninger, der betyder noget for dig: dit CV, din karrierehistorik og de ansøgninger, du sender. Denne politik forklarer, hvad vi indsamler, hvorfor, hvem der hjælper os med at behandle det, hvor længe vi opbevarer det, og hvilke rettigheder du har.',
    'Vi har skrevet den, så den kan læses. Hvis noget er uklart, så [kontakt os](/contact), og vi forklarer det.',
  ],
  sections: [
    {
      id: 'who-we-are',
      title: 'Hvem vi er',
      blocks: [
        p(
          'Applywise ("vi", "os") er dataansvarlig for de personoplysninger, der er beskrevet i denne politik, efter EU\'s databeskyttelsesforordning (GDPR). Når leverandører behandler oplysninger på vores vegne, er de vores databehandlere og bundet af databehandleraftaler.',
        ),
        p(
          'Du kan altid kontakte os om privatliv via [kontaktformularen](/contact) eller [supportsiden](/help). Vi besvarer supporthenvendelser inden for 24 timer på hverdage og formelle henvendelser om databeskyttelse inden for 30 dage.',
        ),
      ],
    },
    {
      id: 'data-we-collect',
      title: 'De oplysninger, vi indsamler',
      blocks: [
        p('Vi indsamler kun det, vi har brug for til at levere den tjeneste, du bruger:'),
        list(
          '**Kontooplysninger:** dit navn, din e-mailadresse og en sikkert hashet adgangskode. Logger du ind med Google eller LinkedIn, modtager vi dit navn, din e-mailadresse og et konto-id fra udbyderen.',
          '**Profiloplysninger:** det, du selv vælger at tilføje, fx telefonnummer, adresse, ønskede stillinger, jobtype, branche, kompetencer, beskæftigelsesstatus og uddannelsesniveau.',
          "**CV'er:** de filer, du uploader (PDF, DOC eller DOCX), og den tekst, vi udtrækker fra dem, fx erhvervserfaring, uddannelse, kompetencer, certificeringer og det registrerede sprog.",
          '**Jobopslag og ansøgninger:** de jobbeskrivelser, du indsætter, de ansøgninger og følgebreve, der bliver genereret til dig, deres ATS-rapporter, dine rettelser og den status, du følger (fx sendt, jobsamtale eller tilbud).',
          '**Abonnements- og betalingsoplysninger:** dit abonnement (Free, Pro eller Elite), betalingsperiode, fakturaer og betalingsstatus. Kortoplysninger indtastes hos vores kortbetalingsudbyder; vi ser og gemmer aldrig dit fulde kortnummer.',
          '**Supporthenvendelser:** beskeder, du sender os via kontaktformularen, på e-mail eller i chatten.',
          '**Tekniske og sikkerhedsmæssige oplysninger:** IP-adresse, browsertype, sessioner, loginforsøg og fejlrapporter, som vi bruger til at holde din konto sikker og tjenesten kørende.',
        ),
        p(
          'Undlad venligst at skrive følsomme oplysninger i dit CV, som en arbejdsgiver ikke har brug for, fx helbredsoplysninger, religion eller CPR-nummer. Gør du det alligevel, behandler vi dem kun for at lave de dokumenter, du beder om.',
        ),
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'Hvordan vi bruger dine oplysninger, og vores retsgrundlag',
      blocks: [
        table(
          ['Formål', 'Oplysninger', 'Retsgrundlag (GDPR)'],
          [
            [
              "Oprette og drive din konto, gemme dine CV'er, generere og følge ansøgninger",
              'Konto-, profil-, CV-, jobopslags- og ansøgningsoplysninger',
              'Opfyldelse af vores aftale med dig (art. 6, stk. 1, litra b)',
            ],
            [
              'Håndtere abonnementer, betalinger og fakturaer',
              'Konto- og betalingsoplysninger',
              'Aftale (art. 6, stk. 1, litra b) og bogføringspligt (art. 6, stk. 1, litra c)',
            ],
            [
              'Sende servicemails: bekræftelse, nulstilling af adgangskode, sikkerhed og abonnementsændringer',
              'Kontooplysninger',
              'Aftale (art. 6, stk. 1, litra b)',
            ],
            [
              'Holde tjenesten sikker: begrænsning af forespørgsler, forebyggelse af svindel og misbrug, fejllog',
              'Tekniske og sikkerhedsmæssige oplysninger',
              'Vores legitime interesse i en sikker tjeneste (art. 6, stk. 1, litra f)',
            ],
            ['Besvare dine spørgsmål', 'Supporthenvendelser', 'Aftale og legitim interesse'],
            [
              'Produktstatistik og markedsføringsmails',
              'Brugsdata, e-mailadresse',
              'Dit samtykke (art. 6, stk. 1, litra a), som du altid kan trække tilbage',
            ],
          ],
        ),
        p(
          'Vi sælger ikke dine personoplysninger, og vi bruger ikke dit CV eller dine ansøgninger til at vise dig reklamer.',
        ),
      ],
    },
    {
      id: 'ai-processing',
      title: 'Sådan bliver ansøgninger genereret',
      blocks: [
        p(
          "Som udgangspunkt skrives ansøgninger af Applywise' egen genereringsmotor, der kører på vores servere. Hvor vi tilbyder generering via en ekstern udbyder af AI-modeller, sendes indholdet af dit CV og jobopslaget kun til udbyderen for at lave din tekst. Udbyderen er vores databehandler, må ikke bruge dine oplysninger til at træne sine modeller og skal slette dem efter behandlingen.",
        ),
        p(
          'Applywise træffer ikke afgørelser om dig, som har retsvirkning eller på lignende måde påvirker dig betydeligt. ATS-scoren og forslagene er råd til dig. Arbejdsgivere kan bruge deres egne rekrutteringssystemer; hvordan de vurderer ansøgninger, har vi ikke indflydelse på.',
        ),
        p('Genereret tekst kan indeholde fejl. Læs den altid igennem, og ret den til, før du sender den.'),
      ],
    },
    {
      id: 'sharing',
      title: 'Hvem vi deler oplysninger med',
      blocks: [
        p('Vi deler kun personoplysninger med leverandører, der hjælper os med at drive Applywise:'),
        list(
          "**Hostingudbyder:** driver vores servere, database og fillager, hvor din konto, dine CV'er og ansøgninger opbevares.",
          '**E-mailudbyder:** leverer servicemails, fx bekræftelseslinks og nulstilling af adgangskode.',
          '**Kortbetalingsudbyder:** behandler betalinger for Pro og Elite, herunder kort, PayPal og bankoverførsel ved årsabonnementer.',
          '**Udbyder af AI-modeller (valgfri):** genererer tekst, hvor ekstern generering bruges, som beskrevet ovenfor.',
          '**Google eller LinkedIn:** kun når du vælger at logge ind med dem.',
        ),
        p(
          'Når du opretter et delingslink til en ansøgning, kan alle med linket (og adgangskoden, hvis du har sat en) læse ansøgningen, indtil du tilbagekalder linket, eller det udløber. Vi kan også videregive oplysninger, når loven kræver det, fx til en domstol eller en offentlig myndighed.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'Overførsel til lande uden for EU',
      blocks: [
        p(
          "Vi bestræber os på at opbevare og behandle dine oplysninger inden for EU/EØS. Hvis en leverandør behandler oplysninger uden for EU/EØS, sikrer vi, at overførslen er beskyttet af en tilstrækkelighedsafgørelse fra Europa-Kommissionen eller af EU's standardkontraktbestemmelser, med supplerende garantier, hvor det er nødvendigt.",
        ),
      ],
    },
    {
      id: 'retention',
      title: 'Hvor længe vi opbevarer oplysninger',
      blocks: [
        list(
          "**Konto, profil, CV'er og ansøgninger:** så længe din konto findes. Når din konto er opsagt, kan du eksportere dine data inden for 30 dage; derefter bliver de slettet.",
          '**Statistikdata:** anonymiseres senest efter 24 måneder.',
          '**Regnskabsmateriale** som fakturaer: cirka 7 år, som bogføringsloven kræver.',
          '**Supporthenvendelser:** 3 år, så vi kan følge op på tidligere sager.',
          '**Cookies og lokal lagring:** som beskrevet i vores [cookiepolitik](/cookie-policy). Godkendelsescookies opbevares i 30 dage.',
        ),
      ],
    },
    {
      id: 'security',
      title: 'Sådan beskytter vi dine oplysninger',
      blocks: [
        list(
          'Al trafik er krypteret under overførsel (HTTPS).',
          'Adgangskoder gemmes kun som stærke envejs-hashværdier.',
          'Sessioner bruger HTTP-only-cookies, som scripts ikke kan læse.',
          'Du kan slå totrinsgodkendelse til og logge ud på alle enheder under Indstillinger.',
          'Hver konto kan kun tilgå sine egne data; vores medarbejdere har kun den adgang, som support og drift kræver.',
          'Loginforsøg er begrænset for at gøre det sværere at gætte adgangskoder.',
        ),
        p(
          'Hvis et brud på persondatasikkerheden kan bringe dine rettigheder i fare, underretter vi tilsynsmyndigheden inden for 72 timer og giver dig besked uden unødig forsinkelse.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Dine rettigheder',
      blocks: [
        p(
          'Du har ret til indsigt, berigtigelse, sletning og dataportabilitet, til at begrænse eller gøre indsigelse mod behandlingen, til at trække et samtykke tilbage og til at klage til en tilsynsmyndighed. Vores [GDPR-side](/gdpr) forklarer hver rettighed, og hvordan du bruger den. Vi besvarer henvendelser inden for 30 dage.',
        ),
      ],
    },
    {
      id: 'children',
      title: 'Aldersgrænse',
      blocks: [
        p(
          'Applywise er beregnet til personer på 16 år og derover. Vi indsamler ikke bevidst oplysninger om yngre børn. Hvis du mener, at et barn under 16 år har oprettet en konto, så kontakt os, og vi sletter den.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Ændringer af denne politik',
      blocks: [
        p(
          'Vi opdaterer politikken, når vores tjeneste eller lovgivningen ændrer sig. Datoen øverst viser den seneste version. Hvis en ændring har væsentlig betydning for, hvordan vi bruger dine oplysninger, giver vi dig besked på e-mail eller i appen, før den træder i kraft.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Kontakt og klager',
      blocks: [
        p(
          'Har du spørgsmål om privatliv? Brug [kontaktformularen](/contact). Er du ikke tilfreds med vores svar, kan du klage til din databeskyttelsesmyndighed; i Danmark er det Datatilsynet.',
        ),
      ],
    },
  ],
};

export default privacy;
