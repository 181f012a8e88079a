// The media accreditation page's writer for every site language.
import type { LocaleCode } from '../../../../config/locales';
import type { AccreditationText, PageWriter } from '../types';
import { AR } from './ar';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { PT } from './pt';

export const MEDIA_ACCREDITATION: Readonly<Record<LocaleCode, PageWriter<AccreditationText>>> = {
  ar: AR, de: DE, en: EN, es: ES, fr: FR, it: IT, pt: PT,
};
