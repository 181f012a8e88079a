// The FAQs page's writer for every site language.
import type { LocaleCode } from '../../../../config/locales';
import type { FaqText, PageWriter } from '../types';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { PT } from './pt';

export const FAQS: Readonly<Record<LocaleCode, PageWriter<FaqText>>> = { ar: AR, de: DE, en: EN, es: ES, fr: FR, it: IT, pt: PT };
