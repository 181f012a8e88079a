// A page family with its own data, as the files it needs (docs/developing.md, "Adding a page"): a region's
// history of one team, at /{region}/teams/{team}/history. It has its own word, a footer link, an
// existing exclusion, a view, its own stylesheet, its title, description and menu label, its
// feature's messages, an entity loader for the one team it is about, and a loader in its feature.
// tests/repository/adding-a-page.test.ts counts it and checks each file against the code.
import { LOCALE_CODES } from '../../src/config/locales';

export const WORKED_EXAMPLE = {
  /** The names the recipe writes in angle brackets. */
  names: { view: 'teamHistory', kind: 'teamHistory', feature: 'team-history', loader: 'load-team-history' },
  /** Its record, added to ROUTES. */
  record: `teamHistory: page([R, w('teams'), e('team'), w({ en: 'history', es: 'historia' })], 'regionTeam', {
    view: 'teamHistory', entity: 'teamHistory', exclusions: ['teams'], menus: [menu('footer', 70, 'nav.teamHistory')],
  }),`,
  /** What its entity loader exports: the kind is read from the name. */
  entityLoaderExport: 'loadTeamHistory',
  /** How its front door adds the feature's English set to MessageId. */
  frontDoorDeclaration: `import type teamHistoryEn from '../../../messages/features/team-history/en.json';
declare module '../i18n/messages' {
  interface FeatureMessageSets {
    'team-history': typeof teamHistoryEn;
  }
}`,
  files: [
    { path: 'src/config/routes.ts', holds: 'its record: words, parent, view, entity, exclusion, footer place' },
    { path: 'src/views/team-history-view.tsx', holds: 'TeamHistoryView: reads the entity, calls the feature’s loader, asks for its stylesheet' },
    { path: 'src/styles/team-history.css', holds: 'its stylesheet, <Stylesheet id="team-history" />' },
    { path: 'src/lib/page/entities/team-history.ts', holds: 'loadTeamHistory: found, not found, redirect or unreachable' },
    { path: 'src/lib/team-history/index.ts', holds: 'the feature’s front door; declares its English messages' },
    { path: 'src/lib/team-history/load-team-history.ts', holds: 'the loader, through data.competition' },
    ...LOCALE_CODES.map((lang) => ({ path: `messages/${lang}.json`, holds: 'page.teamHistory.title, .description, nav.teamHistory' })),
    ...LOCALE_CODES.map((lang) => ({ path: `messages/features/team-history/${lang}.json`, holds: 'the feature’s texts' })),
  ],
} as const;

/** A file of messages, which the recipe counts apart from code. */
export const isMessageFile = (path: string) => path.startsWith('messages/');
