import type { FaqTextLanguage } from '#domain/help-faq';

/**
 * The questions the chat's relevance bar is measured on (issue 16), written before the bar was
 * chosen: help questions the help centre answers (with the entry that answers them) and questions
 * it must not answer (career questions and off-topic ones), in English and Danish.
 */
export type RelevanceQuestion = {
  text: string;
  language: Extract<FaqTextLanguage, 'en' | 'da'>;
  /** The help-centre entry that answers it; null when no entry does. */
  answer: string | null;
  career?: boolean;
};

export const HELP_QUESTIONS: readonly RelevanceQuestion[] = [
  { text: 'Which file types can I upload?', language: 'en', answer: 'upload-cv' },
  { text: 'How do I cancel my subscription?', language: 'en', answer: 'cancel' },
  { text: 'What does the Free plan include?', language: 'en', answer: 'free-plan' },
  { text: 'Can I pay with PayPal?', language: 'en', answer: 'payment-methods' },
  { text: 'How do I delete my account?', language: 'en', answer: 'delete-account' },
  { text: 'Can I share my application with someone?', language: 'en', answer: 'share-application' },
  { text: 'What does ATS mean?', language: 'en', answer: 'ats' },
  { text: 'my cv upload failed', language: 'en', answer: 'cv-processing' },
  { text: 'Hvilke filer kan jeg uploade?', language: 'da', answer: 'upload-cv' },
  { text: 'Hvordan opsiger jeg mit abonnement?', language: 'da', answer: 'cancel' },
  { text: 'Hvad får jeg med Pro?', language: 'da', answer: 'paid-plans' },
  { text: 'Hvordan laver jeg en ansøgning?', language: 'da', answer: 'first-application' },
  { text: 'Hvilke sprog understøttes?', language: 'da', answer: 'languages' },
  { text: 'Hvor hurtigt svarer support?', language: 'da', answer: 'support-hours' },
  { text: 'Hvordan beskyttes mine data?', language: 'da', answer: 'data-gdpr' },
];

export const OFF_TOPIC_QUESTIONS: readonly RelevanceQuestion[] = [
  { text: 'change career from teaching to UX', language: 'en', answer: null, career: true },
  { text: 'How do I switch careers into data science?', language: 'en', answer: null, career: true },
  { text: 'What salary should I ask for as a nurse?', language: 'en', answer: null, career: true },
  {
    text: 'Can you help me prepare for a job interview at Google?',
    language: 'en',
    answer: null,
    career: true,
  },
  { text: 'How do I become a project manager?', language: 'en', answer: null, career: true },
  { text: 'What is the capital of France?', language: 'en', answer: null },
  { text: 'Write me a poem about cats', language: 'en', answer: null },
  { text: "What's the weather like in Copenhagen today?", language: 'en', answer: null },
  {
    text: 'Hvordan skifter jeg karriere fra lærer til UX-designer?',
    language: 'da',
    answer: null,
    career: true,
  },
  { text: 'Hvordan forbereder jeg mig til en jobsamtale?', language: 'da', answer: null, career: true },
  { text: 'Hvor meget skal jeg forhandle i løn?', language: 'da', answer: null, career: true },
  {
    text: 'Hvilke kompetencer skal jeg lære for at blive data scientist?',
    language: 'da',
    answer: null,
    career: true,
  },
  { text: 'Hvordan får jeg mit første job som nyuddannet?', language: 'da', answer: null, career: true },
  { text: 'Hvad er hovedstaden i Frankrig?', language: 'da', answer: null },
  { text: 'Kan du anbefale en god restaurant i Aarhus?', language: 'da', answer: null },
];
