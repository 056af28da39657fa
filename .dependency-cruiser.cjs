// The layering of ARCHITECTURE.md, checked on every import of the workspace by `npm test`
// (the `layers` step): which package may import which, no import circle between files, and no
// reaching into another package's files past its published entry.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Two files that import each other, directly or through others: move what both need to a lower file.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      scope: 'folder',
      severity: 'error',
      comment:
        "Two folders of the API (modules/<area>, db, lib, adapters/<name>, seeds…) whose files import each other's, directly or through others: move what both need to a lower folder (modules/shared, lib) or turn the call around.",
      from: { path: '^apps/api/src/' },
      to: { circular: true },
    },
    {
      name: 'ui-is-props-only',
      severity: 'error',
      comment:
        'packages/ui knows nothing of the API, data fetching, forms or routing: it is driven by props.',
      from: { path: '^packages/ui/' },
      to: {
        path: [
          '^(packages|@saf)/(flows|contract)(/|$)',
          '^apps/',
          'node_modules/(swr|react-hook-form|react-router|react-router-dom)/',
        ],
      },
    },
    {
      name: 'flows-renders-nothing',
      severity: 'error',
      comment: 'packages/flows returns data and callbacks: no markup, no styles.',
      from: { path: '^packages/flows/' },
      to: {
        path: [
          '^(packages|@saf)/ui(/|$)',
          '^apps/',
          'node_modules/(tailwindcss|class-variance-authority|@radix-ui/[^/]+)/',
        ],
      },
    },
    {
      name: 'contract-is-zod-only',
      severity: 'error',
      comment: 'packages/contract is shared by the browser and the API: it depends on zod alone.',
      from: { path: '^packages/contract/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^packages/contract/', 'node_modules/zod/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'api-imports-no-front-end',
      severity: 'error',
      comment:
        'apps/api imports nothing of the portal, the design system or the flows (React only for PDF documents).',
      from: { path: '^apps/api/' },
      to: {
        path: [
          '^(packages|@saf)/(ui|flows)(/|$)',
          '^apps/portal/',
          'node_modules/(react-dom|react-router|swr)/',
        ],
      },
    },
    {
      name: 'api-adapters-depend-on-ports',
      severity: 'error',
      comment:
        'An adapter of the API (src/adapters/<name>) talks to an outside system: what it needs of the database is a small interface declared beside it, which a module implements with Drizzle. It imports neither the schema, the database client, the modules nor Drizzle.',
      from: { path: '^apps/api/src/adapters/' },
      to: {
        path: [
          '^apps/api/src/(db|modules|seeds|jobs|plugins)/',
          'node_modules/(drizzle-orm|pg|@electric-sql/pglite)/',
        ],
      },
    },
    {
      name: 'api-code-imports-no-counterparts',
      severity: 'error',
      comment:
        "The API's code (src/) never imports the local counterparts of the outside systems (counterparts/), its tests, benchmarks or scripts: the build carries src/ alone.",
      from: { path: '^apps/api/src/' },
      to: { path: '^apps/api/(counterparts|test|bench|scripts)/' },
    },
    {
      name: 'packages-do-not-import-apps',
      severity: 'error',
      comment: 'The packages are below the apps: an app imports a package, never the other way.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'portal-does-not-import-the-api',
      severity: 'error',
      comment:
        "The portal talks to the API over HTTP through @saf/flows, with the contract's schemas.",
      from: { path: '^apps/portal/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'no-reaching-into-another-package',
      severity: 'error',
      comment:
        'Another package is imported by its name and published entry (@saf/ui, @saf/contract/errors…), never by a path into its files.',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: {
        path: '^(packages|apps)/[^/]+/',
        pathNot: [
          '^$1/$2/',
          '^packages/[^/]+/src/index\\.ts$',
          '^packages/contract/src/errors\\.ts$',
          '^packages/ui/src/(theme|styles)\\.css$',
        ],
      },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment:
        'An import that resolves to no file: a package missing from its package.json, or a typo.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|\\.tmp|coverage)/|\\.d\\.ts$' },
    // Type-only imports count: a circle of types is still a circle for a reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
