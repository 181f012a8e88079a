// The one script of a widget's page (src/endpoints/files/embed-scripts.ts serves it bundled): its
// height for the host page, the live match followed as the match page follows it (the same
// client: socket, polling when no socket is open, the polite announcement of a goal), and the
// next match's countdown. Nothing of the site's own entry: no reader preferences, no reporting.
import { startCountdowns } from '../home/start-countdowns';
import { followLiveMatch } from '../match/follow-live-match';
import { postHeight } from './post-height';

const content = document.querySelector<HTMLElement>('main');
if (content) postHeight(content);
const live = document.querySelector<HTMLScriptElement>('script[data-live-match]');
if (live) followLiveMatch(live);
startCountdowns();
