// المعجم العربي.
import type { Phrasebook } from '../types';
import { AR_CLUB } from './club';
import { AR_LEAGUE } from './league';
import { AR_MATCHES } from './matches';

export const AR: Phrasebook = {
  authors: ['ليلى الحسيني', 'عمر الشريف', 'نور الهدى سالم'],
  words: {
    video: 'ملخص الفيديو',
    partnerLink: 'اكتشف عرض الراعي',
    openLink: 'افتح الرابط',
    credit: (league) => `تصوير: ${league}`,
    kinds: {
      report: 'تقرير', preview: 'تقديم', highlights: 'فيديو', swap: 'انتقالات', loan: 'انتقالات', signing: 'صفقة',
      draft: 'الدرافت', steal: 'الدرافت', president: 'حوار', rules: 'القواعد', external: 'تابعنا', partner: 'الرعاة',
    },
  },
  stories: { ...AR_MATCHES, ...AR_CLUB, ...AR_LEAGUE },
};
