// @ts-check
// Which folders of src/lib are features, each entered only through its front doors (ADR 040):
// every folder is, unless it is named below as a shared layer with the reason why. A new folder
// is a feature from the moment it exists; .dependency-cruiser.cjs and tests/repository read this.
const { readdirSync } = require('node:fs');
const path = require('node:path');

const LIB = path.join(__dirname, '..', '..', 'src', 'lib');

/** The doors: `index.ts` for the server, `browser.ts` beside it for what the browser runs. */
const FRONT_DOORS = ['index.ts', 'browser.ts'];

const DATA_LAYER = 'the data layer under every feature (ADR 008, 016, 017): its types and rules are what features are written in';
const REQUEST_FRAME = 'the request as every layer reads it: context, page props, paths, messages, titles, menus, reports';
const LIVE_CHANNEL = 'its watcher end is bundled with the Worker wrapper by esbuild, which keeps all a door would bring, import.meta.glob too; each end imports its modules';
const SMALL_HELPER = 'a few helpers shared by several features and by the browser entry, with no feature of their own';

/** @type {Readonly<Record<string, string>>} folder of src/lib → why it is shared rather than a feature */
const SHARED_FOLDERS = {
  competition: DATA_LAYER,
  cms: DATA_LAYER,
  upstream: DATA_LAYER,
  request: REQUEST_FRAME,
  page: REQUEST_FRAME,
  routing: REQUEST_FRAME,
  i18n: REQUEST_FRAME,
  seo: REQUEST_FRAME,
  navigation: REQUEST_FRAME,
  reporting: REQUEST_FRAME,
  'browser-reporting': REQUEST_FRAME,
  'live-push': LIVE_CHANNEL,
  browser: SMALL_HELPER,
  reader: SMALL_HELPER,
  text: SMALL_HELPER,
  random: SMALL_HELPER,
};

/** @returns {string[]} every folder of src/lib, sorted */
function libFolders() {
  return readdirSync(LIB, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** @returns {string[]} the folders of src/lib entered only through their front doors */
function featureFolders() {
  return libFolders().filter((name) => !Object.hasOwn(SHARED_FOLDERS, name));
}

module.exports = { FRONT_DOORS, SHARED_FOLDERS, featureFolders, libFolders };
