import type { OutputLanguage } from '#domain/applications';
import { da } from './da.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import type { Phrasebook } from './types.ts';

export type { CompanyForms, Phrasebook } from './types.ts';

export const PHRASEBOOKS: Readonly<Record<OutputLanguage, Phrasebook>> = {
  english: en,
  german: de,
  danish: da,
  spanish: es,
  french: fr,
};
