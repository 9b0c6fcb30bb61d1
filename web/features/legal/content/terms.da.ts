import { list, p, type LegalDocument } from '../legal-types';

const terms: LegalDocument = {
  intro: [
    'Disse servicevilkår ("vilkårene") er aftalen mellem dig og Applywise ("vi", "os") om brugen af Applywise\' hjemmeside og app. Læs dem grundigt. Når du opretter en konto eller bruger Applywise, accepterer du vilkårene. Hvis du ikke accepterer dem, skal du lade være med at bruge tjenesten.',
    'Hvordan vi behandler dine personoplysninger, står i vores [privatlivspolitik](/privacy-policy) og [cookiepolitik](/cookie-policy).',
  ],
  sections: [
    {
      id: 'the-service',
      title: 'Tjenesten',
      blocks: [
        p(
          "Applywise er en assistent til jobansøgninger. Du kan uploade CV'er, generere målrettede, ATS-optimerede ansøgninger og følgebreve ud fra en jobbeskrivelse, bygge CV'er ud fra skabeloner, følge dine ansøgninger og se statistik, researche virksomheder, analysere en LinkedIn-profil og chatte med en AI-assistent. Hvilke funktioner du kan bruge, afhænger af dit abonnement.",
        ),
        p(
          'Vi forbedrer hele tiden Applywise, så funktioner kan ændre sig. Vi fjerner ikke en central funktion i et betalt abonnement i en periode, du allerede har betalt for.',
        ),
      ],
    },
    {
      id: 'eligibility-and-accounts',
      title: 'Krav til brugere og din konto',
      blocks: [
        list(
          'Du skal være mindst 16 år for at bruge Applywise.',
          'En konto er personlig. Giv korrekte oplysninger, og hold din e-mailadresse opdateret, fordi vi sender vigtige beskeder dertil.',
          'Hold din adgangskode hemmelig, og overvej at slå totrinsgodkendelse til. Du er ansvarlig for det, der sker på din konto, medmindre det skyldes en fejl hos os.',
          'Giv os straks besked via [kontaktformularen](/contact), hvis du har mistanke om, at andre har adgang til din konto.',
        ),
      ],
    },
    {
      id: 'plans-and-payment',
      title: 'Abonnementer, priser og betaling',
      blocks: [
        p(
          'Applywise tilbyder tre abonnementer: **Free**, **Pro** og **Elite**. Free-abonnementet giver 3 AI-ansøgninger om måneden, basisskabeloner og support på e-mail. Pro og Elite giver ubegrænsede ansøgninger og de funktioner, der står på vores [prisside](/pricing).',
        ),
        list(
          'Betalte abonnementer betales forud pr. måned eller pr. år i amerikanske dollars eller danske kroner. Priserne er inklusive eventuelle afgifter og moms.',
          'Betalinger håndteres af vores kortbetalingsudbyder. Du kan betale med de gængse betalingskort, PayPal og – ved årsabonnementer – bankoverførsel.',
          'Abonnementer fornyes automatisk ved udgangen af hver betalingsperiode, indtil du opsiger dem.',
          'Hvis du skifter abonnement, træder ændringen i kraft fra næste betalingsperiode.',
          'Vi kan ændre vores priser. Vi giver dig besked mindst 30 dage i forvejen, og den nye pris gælder fra din første betalingsperiode efter varslet. Er du ikke enig, kan du opsige, før ændringen træder i kraft.',
        ),
      ],
    },
    {
      id: 'cancellation-and-refunds',
      title: 'Opsigelse og refusion',
      blocks: [
        p(
          'Du kan opsige et betalt abonnement når som helst uden opsigelsesgebyr. Dit abonnement er aktivt til udgangen af den periode, du har betalt for, og skifter derefter til Free.',
        ),
        p(
          'Betalte abonnementer har 14 dages pengene-tilbage-garanti: Er du ikke tilfreds, så kontakt os inden for 14 dage efter din første betaling for et abonnement, og du får hele beløbet refunderet. Det begrænser ikke den lovbestemte fortrydelsesret, du har som forbruger.',
        ),
      ],
    },
    {
      id: 'your-content',
      title: 'Dit indhold',
      blocks: [
        p(
          'Dine CV\'er, profiloplysninger, jobopslag og de ansøgninger, der genereres til dig ("dit indhold"), tilhører dig. Du giver os en begrænset ret til at opbevare, behandle og vise dit indhold, i det omfang det er nødvendigt for at levere Applywise til dig, fx for at generere en ansøgning eller vise en delt ansøgning til dem, du sender et link til.',
        ),
        p(
          'Du er ansvarlig for, at dit indhold er korrekt og lovligt, og for at du har ret til at uploade det. Upload ikke andres personoplysninger, medmindre du har lov til det.',
        ),
      ],
    },
    {
      id: 'ai-generated-content',
      title: 'AI-genereret indhold',
      blocks: [
        p(
          'Ansøgninger, følgebreve, ATS-scorer, analyser og assistentens svar genereres automatisk. De er forslag: De kan indeholde fejl eller formuleringer, der ikke passer til dig. Gennemse og tilpas alt, før du sender det. Det er dig, der bestemmer, hvad du sender til en arbejdsgiver.',
        ),
        p(
          'Vi garanterer ikke, at du får en jobsamtale eller et job. De tal, vi viser om vores brugere, beskriver tidligere resultater og er ikke et løfte.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptabel brug',
      blocks: [
        p('Når du bruger Applywise, accepterer du ikke at:'),
        list(
          'give falske oplysninger om dig selv i ansøgninger på en måde, der vildleder arbejdsgivere, eller udgive dig for at være en anden;',
          'uploade malware eller indhold, der er ulovligt, diskriminerende eller krænker andres rettigheder;',
          'omgå abonnementsgrænser, skaffe dig adgang til andre brugeres data eller forstyrre tjenesten, fx med automatiserede masseforespørgsler;',
          'videresælge eller videredistribuere tjenesten uden vores skriftlige tilladelse (API-adgang i Elite er omfattet af en særskilt aftale).',
        ),
        p('Vi kan suspendere eller lukke konti, der groft eller gentagne gange bryder disse regler.'),
      ],
    },
    {
      id: 'shared-applications',
      title: 'Deling af ansøgninger',
      blocks: [
        p(
          'Du kan dele en ansøgning via et link, eventuelt beskyttet med adgangskode og en udløbsdato. Alle med linket kan læse ansøgningen, indtil du tilbagekalder det, eller det udløber, så del kun links med personer, du stoler på.',
        ),
      ],
    },
    {
      id: 'availability-and-support',
      title: 'Tilgængelighed og support',
      blocks: [
        p(
          'Vi arbejder for, at Applywise altid er tilgængelig, men kan ikke love, at tjenesten aldrig bliver afbrudt, fx under vedligeholdelse. Elite-abonnementer omfatter en serviceaftale (SLA) med 99,9 % oppetid.',
        ),
        p(
          'Vi besvarer supporthenvendelser inden for 24 timer på hverdage. Pro-abonnementer får prioriteret support; Elite-abonnementer får dedikeret support.',
        ),
      ],
    },
    {
      id: 'termination',
      title: 'Når din konto ophører',
      blocks: [
        p(
          'Du kan til enhver tid slette din konto på [GDPR-siden](/gdpr#data-rights). Vi kan opsige vilkårene med et rimeligt varsel eller straks, hvis du groft misligholder dem.',
        ),
        p(
          'Når din konto er opsagt, kan du eksportere dine data inden for 30 dage; derefter sletter vi dem. Regnskabsmateriale opbevarer vi i cirka 7 år, som bogføringsloven kræver.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Ansvar',
      blocks: [
        p(
          'Vi er ansvarlige for skader, vi forvolder med forsæt eller ved grov uagtsomhed, og i det omfang loven ikke tillader, at ansvaret begrænses. I øvrigt er vores samlede ansvar begrænset til det beløb, du har betalt os i de 12 måneder før hændelsen, og vi er ikke ansvarlige for indirekte tab som tabt indtægt eller mistede jobmuligheder.',
        ),
        p('Intet i disse vilkår begrænser dine ufravigelige rettigheder som forbruger.'),
      ],
    },
    {
      id: 'changes',
      title: 'Ændringer af vilkårene',
      blocks: [
        p(
          'Vi kan opdatere vilkårene. Vi giver dig besked om væsentlige ændringer på e-mail eller i appen mindst 30 dage, før de træder i kraft. Bruger du Applywise derefter, gælder de nye vilkår; er du ikke enig, kan du opsige og slette din konto.',
        ),
      ],
    },
    {
      id: 'governing-law',
      title: 'Lovvalg og tvister',
      blocks: [
        p(
          'Vilkårene er underlagt dansk ret. Er du forbruger, bevarer du også beskyttelsen i de ufravigelige regler i det land, hvor du bor, og kan anlægge sag ved domstolene dér. Vi vil hellere løse et problem sammen først, så [kontakt os](/contact) gerne.',
        ),
      ],
    },
    {
      id: 'credits',
      title: 'Kreditering',
      blocks: [
        p(
          'This service uses the ESCO classification of the European Commission. Vores ordforråd af kompetencer bygger på ESCO (European Skills, Competences, Qualifications and Occupations), udgivet under Creative Commons Attribution 4.0-licensen, med vores egne tilføjelser.',
        ),
      ],
    },
  ],
};

export default terms;
