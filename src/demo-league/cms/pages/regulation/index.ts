// The regulation page's writer for every site language.
import type { LocaleCode } from '../../../../config/locales';
import type { PageWriter, RegulationText } from '../types';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { PT } from './pt';

export const REGULATION: Readonly<Record<LocaleCode, PageWriter<RegulationText>>> = { ar: AR, de: DE, en: EN, es: ES, fr: FR, it: IT, pt: PT };
