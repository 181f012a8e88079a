// Every site language's phrasebook, so any region's news languages can be written.
import type { LocaleCode } from '../../../config/locales';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { PT } from './pt';
import type { Phrasebook } from './types';

export const PHRASEBOOKS: Readonly<Record<LocaleCode, Phrasebook>> = { ar: AR, de: DE, en: EN, es: ES, fr: FR, it: IT, pt: PT };
