import type { Edition } from '../../config/editions';
import type { LocaleCode } from '../../config/locales';
import type { Region } from '../../config/regions';
import type { Translate } from '../../lib/i18n/intl';
import type { Resolution } from '../../lib/routing/resolve-page';

/** What every part of the page frame needs to know about the request it renders. */
export type ShellProps = {
  edition: Edition;
  lang: LocaleCode;
  region: Region | undefined;
  t: Translate;
  resolution: Resolution;
  pathname: string;
  search: string;
  domain: string;
};
