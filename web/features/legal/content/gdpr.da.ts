import { list, p, type LegalDocument } from '../legal-types';

const gdpr: LegalDocument = {
  intro: [
    "EU's databeskyttelsesforordning (GDPR) giver dig kontrol over dine personoplysninger. Denne side forklarer hver af dine rettigheder, hvordan du bruger dem hos Applywise, og hvad der sker bagefter. Vi besvarer alle henvendelser inden for 30 dage – gratis.",
    'Hvad vi indsamler og hvorfor, kan du læse i vores [privatlivspolitik](/privacy-policy).',
  ],
  sections: [
    {
      id: 'right-of-access',
      title: 'Ret til indsigt',
      blocks: [
        p(
          'Du kan spørge, om vi behandler personoplysninger om dig, og få en kopi af dem sammen med oplysninger om, hvorfor vi behandler dem, hvem der modtager dem, hvor længe vi gemmer dem, og hvor de kommer fra.',
        ),
        p(
          "De fleste af dine oplysninger kan du se direkte i appen: din profil, dine CV'er, ansøgninger og dit abonnement. Vil du have en fuldstændig kopi, så brug dataeksporten eller kontakt os.",
        ),
      ],
    },
    {
      id: 'right-to-rectification',
      title: 'Ret til berigtigelse',
      blocks: [
        p(
          "Er oplysninger om dig forkerte eller ufuldstændige, kan du få dem rettet. Du kan selv redigere din profil, dine CV'er og ansøgninger når som helst. Det, du ikke selv kan ændre, fx en fakturaadresse, kan du kontakte os om.",
        ),
      ],
    },
    {
      id: 'right-to-erasure',
      title: 'Ret til sletning',
      blocks: [
        p(
          "Du kan bede os om at slette dine personoplysninger. Det nemmeste er at slette din konto med [værktøjerne på denne side](/gdpr#data-rights): Så slettes din profil, dine CV'er, uploadede filer, ansøgninger, delingslinks og brugsdata.",
        ),
        p('Visse oplysninger skal vi gemme i en periode efter sletningen, og kun til det formål:'),
        list(
          'regnskabsmateriale som fakturaer i cirka 7 år, fordi bogføringsloven kræver det;',
          'supporthenvendelser i 3 år, så vi kan håndtere opfølgende spørgsmål og retskrav;',
          'statistik, der er anonymiseret og ikke længere kan kobles til dig.',
        ),
      ],
    },
    {
      id: 'right-to-data-portability',
      title: 'Ret til dataportabilitet',
      blocks: [
        p(
          "Du kan få de oplysninger, du har givet os, i et struktureret, almindeligt anvendt og maskinlæsbart format og tage dem med til en anden tjeneste. Er du logget ind, kan du eksportere dine data med [værktøjerne på denne side](/gdpr#data-rights): profil, CV'er med deres udtrukne indhold, ansøgninger og indstillinger samlet i én maskinlæsbar fil.",
        ),
        p(
          'Når din konto er opsagt, kan du stadig eksportere dine data inden for 30 dage; derefter bliver de slettet.',
        ),
      ],
    },
    {
      id: 'right-to-restriction',
      title: 'Ret til begrænsning af behandling',
      blocks: [
        p(
          'Du kan bede os om at begrænse, hvordan vi bruger dine oplysninger, fx mens vi undersøger en rettelse, du har bedt om, eller hvis du har brug for, at oplysningerne gemmes til et retskrav. Vi opbevarer så oplysningerne, men bruger dem ikke på anden måde uden dit samtykke.',
        ),
      ],
    },
    {
      id: 'right-to-object',
      title: 'Ret til indsigelse',
      blocks: [
        p(
          'Du kan gøre indsigelse mod behandling, som vi baserer på vores legitime interesser. Så stopper vi, medmindre vi har vægtige legitime grunde, der går forud for dine interesser, eller har brug for oplysningerne til et retskrav.',
        ),
        p(
          'Du kan altid gøre indsigelse mod direkte markedsføring: Brug afmeldingslinket i en af vores e-mails, eller slå markedsføringsmails fra i dine notifikationsindstillinger, så stopper vi med det samme.',
        ),
      ],
    },
    {
      id: 'consent-and-automated-decisions',
      title: 'Samtykke og automatiske afgørelser',
      blocks: [
        p(
          'Hvor vi bygger på dit samtykke, fx til valgfrie cookies eller markedsføringsmails, kan du altid trække det tilbage – lige så nemt, som du gav det. For cookies bruger du linket "Cookie-indstillinger" i bunden af siden; se vores [cookiepolitik](/cookie-policy).',
        ),
        p(
          'Applywise træffer ikke afgørelser om dig, der alene er baseret på automatisk behandling og har retsvirkning eller på lignende måde påvirker dig betydeligt. Genererede ansøgninger og ATS-scorer er forslag, som du selv bestemmer over.',
        ),
      ],
    },
    {
      id: 'how-to-exercise',
      title: 'Sådan bruger du dine rettigheder',
      blocks: [
        list(
          '**Logget ind:** Brug dataeksport og sletning af konto i [værktøjerne på denne side](/gdpr#data-rights).',
          '**Alle andre henvendelser,** eller hvis du ikke kan logge ind: Skriv til os via [kontaktformularen](/contact) fra din kontos e-mailadresse, og fortæl, hvilken rettighed du vil bruge.',
        ),
        p(
          'For at beskytte dine oplysninger kan vi bede dig bekræfte din identitet, før vi handler. Vi svarer inden for 30 dage. Er en henvendelse særligt kompleks, kan vi forlænge fristen med op til to måneder; i så fald fortæller vi dig hvorfor inden for de første 30 dage. Henvendelser er gratis, medmindre de er åbenbart grundløse eller overdrevne.',
        ),
      ],
    },
    {
      id: 'right-to-complain',
      title: 'Ret til at klage til en tilsynsmyndighed',
      blocks: [
        p(
          'Mener du, at vi behandler dine oplysninger ulovligt, kan du klage til en tilsynsmyndighed for databeskyttelse, særligt i det EU-land, hvor du bor, arbejder, eller hvor den påståede overtrædelse fandt sted. I Danmark er det Datatilsynet. Vi vil dog gerne have mulighed for at løse sagen med dig først, så [kontakt os](/contact) gerne.',
        ),
      ],
    },
  ],
};

export default gdpr;
