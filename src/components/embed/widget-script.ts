// The script of every widget but the live one (src/endpoints/files/embed-scripts.ts serves it
// bundled): its height for the host page and the next match's countdown. Nothing of the site's
// own entry: no reader preferences, no reporting, no framework.
import { startCountdowns } from '../home/start-countdowns';
import { postHeight } from './post-height';

const content = document.querySelector<HTMLElement>('main');
if (content) postHeight(content);
startCountdowns();
