/**
 * Help-centre questions and answers (spec 000 §2 Help), kept as data in en, da, de and es so the help
 * page's search (en/da) and the chat answerer (all four) read the same source. Facts follow the specs:
 * 000 §1/§2/§9 (plans, uploads, support hours) and 001 (data rights, sharing, policy statements).
 */
export type FaqLanguage = 'en' | 'da';

/**
 * Languages every entry is written in: the help page shows en and da ({@link FaqLanguage}); the chat
 * answerer also answers in de and es.
 */
export const FAQ_TEXT_LANGUAGES = ['en', 'da', 'de', 'es'] as const;
export type FaqTextLanguage = (typeof FAQ_TEXT_LANGUAGES)[number];

export type FaqEntry = {
  id: string;
  question: Record<FaqTextLanguage, string>;
  answer: Record<FaqTextLanguage, string>;
};

export const HELP_FAQ: readonly FaqEntry[] = [
  {
    id: 'upload-cv',
    question: {
      en: 'Which CV files can I upload?',
      da: 'Hvilke CV-filer kan jeg uploade?',
      de: 'Welche Lebenslauf-Dateien kann ich hochladen?',
      es: '¿Qué archivos de CV puedo subir?',
    },
    answer: {
      en: 'Upload your CV as a PDF or DOCX file of up to 10 MB on the CVs page. We read your experience, education and skills from it, so a text-based file works best; scanned images cannot be read.',
      da: 'Upload dit CV som PDF- eller DOCX-fil på op til 10 MB på siden CV’er. Vi læser din erfaring, uddannelse og dine kompetencer fra filen, så en tekstbaseret fil virker bedst; scannede billeder kan ikke læses.',
      de: 'Laden Sie Ihren Lebenslauf auf der Seite Lebensläufe als PDF- oder DOCX-Datei mit bis zu 10 MB hoch. Wir lesen daraus Ihre Berufserfahrung, Ausbildung und Kenntnisse, daher eignet sich eine textbasierte Datei am besten; eingescannte Bilder können nicht gelesen werden.',
      es: 'Sube tu CV como archivo PDF o DOCX de hasta 10 MB en la página de CV. Leemos de él tu experiencia, formación y habilidades, así que funciona mejor un archivo con texto; las imágenes escaneadas no se pueden leer.',
    },
  },
  {
    id: 'cv-processing',
    question: {
      en: 'My CV upload failed. What can I do?',
      da: 'Upload af mit CV mislykkedes. Hvad gør jeg?',
      de: 'Das Hochladen meines Lebenslaufs ist fehlgeschlagen. Was kann ich tun?',
      es: 'No se pudo subir mi CV. ¿Qué puedo hacer?',
    },
    answer: {
      en: 'Check that the file is a PDF or DOCX under 10 MB and not password protected, then upload it again. If processing still fails, use the retry action on the CV or contact support and we will look at it.',
      da: 'Tjek at filen er en PDF eller DOCX under 10 MB og ikke er beskyttet med adgangskode, og upload den igen. Hvis behandlingen stadig fejler, så brug “Prøv igen” på CV’et eller kontakt support, så kigger vi på det.',
      de: 'Prüfen Sie, ob die Datei ein PDF oder DOCX unter 10 MB ist und keinen Passwortschutz hat, und laden Sie sie erneut hoch. Schlägt die Verarbeitung weiterhin fehl, nutzen Sie beim Lebenslauf die Aktion „Erneut versuchen“ oder wenden Sie sich an den Support, und wir sehen uns das an.',
      es: 'Comprueba que el archivo sea un PDF o DOCX de menos de 10 MB y que no esté protegido con contraseña, y vuelve a subirlo. Si el procesamiento sigue fallando, usa la acción de reintentar en el CV o contacta con soporte y lo revisaremos.',
    },
  },
  {
    id: 'first-application',
    question: {
      en: 'How do I generate an application?',
      da: 'Hvordan laver jeg en ansøgning?',
      de: 'Wie erstelle ich eine Bewerbung?',
      es: '¿Cómo genero una solicitud?',
    },
    answer: {
      en: 'Upload a CV, complete your profile, then open New application: paste the job ad, add the job title and company, pick your CV and the output language. A tailored application or cover letter is ready in under 60 seconds.',
      da: 'Upload et CV, udfyld din profil og åbn Ny ansøgning: indsæt jobopslaget, tilføj jobtitel og virksomhed, vælg dit CV og sproget. En skræddersyet ansøgning eller et motiveret brev er klar på under 60 sekunder.',
      de: 'Laden Sie einen Lebenslauf hoch, vervollständigen Sie Ihr Profil und öffnen Sie Neue Bewerbung: Fügen Sie die Stellenanzeige ein, ergänzen Sie Jobtitel und Unternehmen und wählen Sie Ihren Lebenslauf und die Ausgabesprache. Eine maßgeschneiderte Bewerbung oder ein Anschreiben ist in unter 60 Sekunden fertig.',
      es: 'Sube un CV, completa tu perfil y abre Nueva solicitud: pega la oferta de empleo, añade el puesto y la empresa, y elige tu CV y el idioma de salida. Una solicitud o carta de presentación a medida está lista en menos de 60 segundos.',
    },
  },
  {
    id: 'languages',
    question: {
      en: 'Which languages are supported?',
      da: 'Hvilke sprog understøttes?',
      de: 'Welche Sprachen werden unterstützt?',
      es: '¿Qué idiomas se admiten?',
    },
    answer: {
      en: 'Applications can be written in English, German, Spanish and French, and we detect the language of your CV automatically. The app itself is available in English and Danish.',
      da: 'Ansøgninger kan skrives på engelsk, tysk, spansk og fransk, og vi genkender automatisk sproget i dit CV. Selve appen findes på engelsk og dansk.',
      de: 'Bewerbungen können auf Englisch, Deutsch, Spanisch und Französisch verfasst werden, und wir erkennen die Sprache Ihres Lebenslaufs automatisch. Die App selbst gibt es auf Englisch und Dänisch.',
      es: 'Las solicitudes se pueden redactar en inglés, alemán, español y francés, y detectamos automáticamente el idioma de tu CV. La aplicación en sí está disponible en inglés y danés.',
    },
  },
  {
    id: 'ats',
    question: {
      en: 'What does ATS-optimized mean?',
      da: 'Hvad betyder ATS-optimeret?',
      de: 'Was bedeutet ATS-optimiert?',
      es: '¿Qué significa optimizado para ATS?',
    },
    answer: {
      en: 'Most employers screen applications with an applicant tracking system (ATS) before a person reads them. We match the keywords and skills of the job ad, use clear headings and plain formatting, so your application gets through the filter.',
      da: 'De fleste arbejdsgivere sorterer ansøgninger med et rekrutteringssystem (ATS), før et menneske læser dem. Vi matcher jobopslagets nøgleord og kompetencer og bruger tydelige overskrifter og enkel opsætning, så din ansøgning kommer gennem filteret.',
      de: 'Die meisten Arbeitgeber prüfen Bewerbungen mit einem Bewerbermanagementsystem (ATS), bevor ein Mensch sie liest. Wir greifen die Schlüsselwörter und Kompetenzen der Stellenanzeige auf und verwenden klare Überschriften und schlichte Formatierung, damit Ihre Bewerbung durch den Filter kommt.',
      es: 'La mayoría de las empresas filtran las solicitudes con un sistema de seguimiento de candidatos (ATS) antes de que las lea una persona. Recogemos las palabras clave y las habilidades de la oferta y usamos títulos claros y un formato sencillo, para que tu solicitud pase el filtro.',
    },
  },
  {
    id: 'free-plan',
    question: {
      en: 'What is included in the Free plan?',
      da: 'Hvad indeholder den gratis plan?',
      de: 'Was ist im kostenlosen Plan enthalten?',
      es: '¿Qué incluye el plan gratuito?',
    },
    answer: {
      en: 'The Free plan includes 3 AI applications a month, the basic templates and email support. No credit card is required. The count resets at the start of each month.',
      da: 'Den gratis plan indeholder 3 AI-ansøgninger om måneden, de grundlæggende skabeloner og support via e-mail. Der kræves intet betalingskort. Antallet nulstilles ved starten af hver måned.',
      de: 'Der kostenlose Plan umfasst 3 KI-Bewerbungen pro Monat, die Basisvorlagen und Support per E-Mail. Eine Kreditkarte ist nicht erforderlich. Das Kontingent wird zu Beginn jedes Monats zurückgesetzt.',
      es: 'El plan gratuito incluye 3 solicitudes con IA al mes, las plantillas básicas y soporte por correo electrónico. No se necesita tarjeta de crédito. El contador se reinicia al comienzo de cada mes.',
    },
  },
  {
    id: 'paid-plans',
    question: {
      en: 'What do Pro and Elite add?',
      da: 'Hvad får jeg med Pro og Elite?',
      de: 'Was bieten Pro und Elite zusätzlich?',
      es: '¿Qué añaden Pro y Elite?',
    },
    answer: {
      en: 'Pro (19 USD or 129 DKK a month) gives unlimited applications, premium templates, advanced research, LinkedIn integration and priority support. Elite (39 USD or 269 DKK a month) adds DOCX export, custom branding, API access and a dedicated manager. Yearly billing saves 20%.',
      da: 'Pro (19 USD eller 129 kr. om måneden) giver ubegrænsede ansøgninger, premium-skabeloner, avanceret research, LinkedIn-integration og prioriteret support. Elite (39 USD eller 269 kr. om måneden) tilføjer DOCX-eksport, eget branding, API-adgang og en fast kontaktperson. Årlig betaling sparer 20 %.',
      de: 'Pro (19 USD oder 129 DKK pro Monat) bietet unbegrenzte Bewerbungen, Premium-Vorlagen, erweiterte Recherche, LinkedIn-Integration und vorrangigen Support. Elite (39 USD oder 269 DKK pro Monat) ergänzt DOCX-Export, eigenes Branding, API-Zugang und einen persönlichen Ansprechpartner. Mit jährlicher Abrechnung sparen Sie 20 %.',
      es: 'Pro (19 USD o 129 DKK al mes) ofrece solicitudes ilimitadas, plantillas premium, investigación avanzada, integración con LinkedIn y soporte prioritario. Elite (39 USD o 269 DKK al mes) añade exportación a DOCX, marca personalizada, acceso a la API y un gestor dedicado. La facturación anual ahorra un 20 %.',
    },
  },
  {
    id: 'cancel',
    question: {
      en: 'How do I cancel my subscription?',
      da: 'Hvordan opsiger jeg mit abonnement?',
      de: 'Wie kündige ich mein Abonnement?',
      es: '¿Cómo cancelo mi suscripción?',
    },
    answer: {
      en: 'Open Billing and choose Manage billing to cancel at any time. There are no cancellation fees; changes take effect at the next billing period, and paid plans have a 14-day money-back guarantee.',
      da: 'Åbn Fakturering og vælg Administrer fakturering for at opsige når som helst. Der er ingen opsigelsesgebyrer; ændringer træder i kraft ved næste betalingsperiode, og betalte planer har 14 dages pengene-tilbage-garanti.',
      de: 'Öffnen Sie Abrechnung und wählen Sie Abrechnung verwalten, um jederzeit zu kündigen. Es gibt keine Kündigungsgebühren; Änderungen gelten ab dem nächsten Abrechnungszeitraum, und für kostenpflichtige Pläne gilt eine 14-tägige Geld-zurück-Garantie.',
      es: 'Abre Facturación y elige Gestionar facturación para cancelar en cualquier momento. No hay cargos por cancelación; los cambios se aplican en el siguiente periodo de facturación, y los planes de pago tienen una garantía de devolución del dinero de 14 días.',
    },
  },
  {
    id: 'data-gdpr',
    question: {
      en: 'How is my data protected?',
      da: 'Hvordan beskyttes mine data?',
      de: 'Wie werden meine Daten geschützt?',
      es: '¿Cómo se protegen mis datos?',
    },
    answer: {
      en: 'Applywise is GDPR-compliant: your CVs and applications are only visible to you, connections are encrypted and we never sell your data. From the GDPR page you can export all your data as a file at any time; we answer data requests within 30 days.',
      da: 'Applywise overholder GDPR: dine CV’er og ansøgninger er kun synlige for dig, forbindelser er krypterede, og vi sælger aldrig dine data. Fra GDPR-siden kan du når som helst eksportere alle dine data som en fil; vi besvarer anmodninger om data inden for 30 dage.',
      de: 'Applywise ist DSGVO-konform: Ihre Lebensläufe und Bewerbungen sind nur für Sie sichtbar, Verbindungen sind verschlüsselt und wir verkaufen Ihre Daten niemals. Auf der DSGVO-Seite (GDPR) können Sie jederzeit alle Ihre Daten als Datei exportieren; Datenanfragen beantworten wir innerhalb von 30 Tagen.',
      es: 'Applywise cumple el RGPD (GDPR): tus CV y solicitudes solo los ves tú, las conexiones están cifradas y nunca vendemos tus datos. Desde la página de GDPR puedes exportar todos tus datos como archivo en cualquier momento; respondemos a las solicitudes de datos en un plazo de 30 días.',
    },
  },
  {
    id: 'delete-account',
    question: {
      en: 'How do I delete my account?',
      da: 'Hvordan sletter jeg min konto?',
      de: 'Wie lösche ich mein Konto?',
      es: '¿Cómo elimino mi cuenta?',
    },
    answer: {
      en: 'Sign in and open the GDPR page, choose Delete account and confirm. Your profile, CVs, applications and saved jobs are deleted. After a cancelled subscription, data is kept for 30 days and then deleted.',
      da: 'Log ind, åbn GDPR-siden, vælg Slet konto og bekræft. Din profil, dine CV’er, ansøgninger og gemte job slettes. Efter et opsagt abonnement opbevares data i 30 dage og slettes derefter.',
      de: 'Melden Sie sich an, öffnen Sie die DSGVO-Seite (GDPR), wählen Sie Konto löschen und bestätigen Sie. Ihr Profil, Ihre Lebensläufe, Bewerbungen und gespeicherten Jobs werden gelöscht. Nach einem gekündigten Abonnement werden Daten 30 Tage aufbewahrt und danach gelöscht.',
      es: 'Inicia sesión, abre la página de GDPR, elige Eliminar cuenta y confirma. Se eliminan tu perfil, tus CV, tus solicitudes y los empleos guardados. Tras cancelar una suscripción, los datos se conservan 30 días y después se eliminan.',
    },
  },
  {
    id: 'share-application',
    question: {
      en: 'Can I share an application?',
      da: 'Kan jeg dele en ansøgning?',
      de: 'Kann ich eine Bewerbung teilen?',
      es: '¿Puedo compartir una solicitud?',
    },
    answer: {
      en: 'Yes. Create a share link for an application and send it to anyone; you can protect it with a password and let it expire. The recipient can read the text and download it as a PDF without an account.',
      da: 'Ja. Opret et delingslink til en ansøgning og send det til hvem som helst; du kan beskytte det med en adgangskode og lade det udløbe. Modtageren kan læse teksten og hente den som PDF uden en konto.',
      de: 'Ja. Erstellen Sie einen Freigabelink für eine Bewerbung und senden Sie ihn an beliebige Personen; Sie können ihn mit einem Passwort schützen und ablaufen lassen. Der Empfänger kann den Text ohne Konto lesen und als PDF herunterladen.',
      es: 'Sí. Crea un enlace para compartir una solicitud y envíalo a quien quieras; puedes protegerlo con una contraseña y hacer que caduque. El destinatario puede leer el texto y descargarlo en PDF sin tener cuenta.',
    },
  },
  {
    id: 'track-applications',
    question: {
      en: 'How do I track my applications?',
      da: 'Hvordan følger jeg mine ansøgninger?',
      de: 'Wie verfolge ich meine Bewerbungen?',
      es: '¿Cómo hago el seguimiento de mis solicitudes?',
    },
    answer: {
      en: 'Every generated application appears under Applications, where you set its status (sent, interview, offer and so on). Analytics shows how many jobs you applied to, your success rate and the time to interview.',
      da: 'Alle genererede ansøgninger vises under Ansøgninger, hvor du angiver status (sendt, samtale, tilbud osv.). Statistik viser, hvor mange job du har søgt, din succesrate og tiden til samtale.',
      de: 'Jede erstellte Bewerbung erscheint unter Bewerbungen, wo Sie ihren Status festlegen (gesendet, Vorstellungsgespräch, Angebot usw.). Die Statistik zeigt, auf wie viele Stellen Sie sich beworben haben, Ihre Erfolgsquote und die Zeit bis zum Vorstellungsgespräch.',
      es: 'Cada solicitud generada aparece en Solicitudes, donde indicas su estado (enviada, entrevista, oferta, etc.). Las estadísticas muestran a cuántos empleos te has postulado, tu tasa de éxito y el tiempo hasta la entrevista.',
    },
  },
  {
    id: 'support-hours',
    question: {
      en: 'How fast does support answer?',
      da: 'Hvor hurtigt svarer support?',
      de: 'Wie schnell antwortet der Support?',
      es: '¿Con qué rapidez responde el soporte?',
    },
    answer: {
      en: 'Write to us by email or with the contact form and we respond within 24 hours on weekdays. The AI assistant answers common questions around the clock.',
      da: 'Skriv til os på e-mail eller via kontaktformularen, så svarer vi inden for 24 timer på hverdage. AI-assistenten besvarer almindelige spørgsmål døgnet rundt.',
      de: 'Schreiben Sie uns per E-Mail oder über das Kontaktformular, und wir antworten werktags innerhalb von 24 Stunden. Der KI-Assistent beantwortet häufige Fragen rund um die Uhr.',
      es: 'Escríbenos por correo electrónico o con el formulario de contacto y te responderemos en un plazo de 24 horas en días laborables. El asistente de IA responde a las preguntas frecuentes a cualquier hora.',
    },
  },
  {
    id: 'payment-methods',
    question: {
      en: 'Which payment methods do you accept?',
      da: 'Hvilke betalingsmetoder tager I imod?',
      de: 'Welche Zahlungsmethoden akzeptieren Sie?',
      es: '¿Qué métodos de pago aceptáis?',
    },
    answer: {
      en: 'We accept major cards and PayPal, and bank transfer for annual plans. Payments are processed by our card payment provider and prices include taxes.',
      da: 'Vi tager imod de store betalingskort og PayPal samt bankoverførsel for årsplaner. Betalinger håndteres af vores betalingsudbyder, og priserne er inklusive moms.',
      de: 'Wir akzeptieren gängige Kreditkarten und PayPal sowie Banküberweisung für Jahrespläne. Zahlungen werden von unserem Kartenzahlungsanbieter abgewickelt, und die Preise enthalten Steuern.',
      es: 'Aceptamos las principales tarjetas y PayPal, y transferencia bancaria para los planes anuales. Los pagos los procesa nuestro proveedor de pagos con tarjeta y los precios incluyen impuestos.',
    },
  },
];
