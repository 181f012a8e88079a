// The layering the code keeps, checked on every `npm test` (README "How the code is laid out"):
// config <- lib <- components <- views <- middleware, endpoints and pages; a feature is entered through its
// front doors, index.ts for the server and browser.ts for the browser (ADR 040); components take
// props and load nothing; the demo league is reached through one seam (its own Worker entry, ADR 028).
const { FRONT_DOORS, featureFolders } = require('./scripts/lib/layer-features.cjs');

// Every folder of src/lib but the shared ones, read from the disk, so a new folder is covered.
const FEATURES = featureFolders().join('|');
const DOORS = FRONT_DOORS.map((door) => door.replace('.', '\\.')).join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: { path: '^src/' }, to: { circular: true } },
    {
      name: 'config-is-data',
      comment: 'The typed tables depend on nothing of the application.',
      severity: 'error',
      from: { path: '^src/config/', pathNot: '\\.test\\.ts$' },
      // A table may be typed by the domain's types, nothing more.
      to: { path: '^src/(lib|components|views|middleware|endpoints|pages|demo-league|cloudflare|service-worker|share-card-worker)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-below-the-screen',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/(components|views|middleware|endpoints|pages)/' },
    },
    {
      name: 'components-take-props',
      comment: 'A component is handed its data: it reaches no data client, no view and no pipeline.',
      severity: 'error',
      from: { path: '^src/components/', pathNot: '\\.test\\.tsx?$' },
      // Types of the data are props; values from a data client's module are not.
      to: { path: '^src/(views|middleware|endpoints|pages|demo-league)/|^src/lib/(upstream/|(competition|cms)/(api|client|pages-api)\\.ts$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-below-the-pipeline',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/(middleware|endpoints|pages)/' },
    },
    {
      name: 'demo-league-through-its-seam',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/demo-league/|\\.test\\.tsx?$|^src/cloudflare/demo-entry\\.ts$' },
      to: { path: '^src/demo-league/' },
    },
    {
      name: 'features-through-their-doors',
      comment: 'Outside a feature folder of src/lib, only its index.ts (server) or browser.ts (browser) is imported.',
      severity: 'error',
      // $1 is the importer's feature (or its top folder outside src/lib): within a feature, anything goes.
      from: { path: '^src/(?:lib/)?([^/]+)', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: `^src/lib/(${FEATURES})/(?!(${DOORS})$)`,
        pathNot: '^src/lib/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
