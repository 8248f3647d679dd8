// The layer rules of the code base, checked by `npm run deps:check` (part of `npm test`) and
// proved rule by rule in tests/unit/architecture/layer-rules.test.ts. What the rules are and why:
// docs/architecture.md, "Layers and how they are enforced". The code base keeps every rule: a new
// violation fails the check.

/** Server-side code the browser must never load. */
const SERVER = '^lib/(backend|gateway)/';

/** Layers above the contract: anything that serves, renders or calls it. */
const ABOVE_CONTRACT = '^(app|components|lib/(backend|gateway|client))/';

/**
 * Pure shared modules below the contract, imported by browser and server alike: field rules and
 * date helpers of the entity engine (lib/entity), the entity declarations (lib/entities), safe
 * redirects (lib/navigation), plain text of rich text (lib/rich-text), area paths (lib/area).
 */
const BELOW_CONTRACT = '^lib/(entity|entities|navigation|rich-text|area)/';

/** The entity engine: declarations in, generic tables, routes, lists and forms out. */
const ENGINE = '^(lib/entity|lib/backend/entity|components/entity)/';

/**
 * Business areas: the backend's modules, and every component folder except the engine's and the
 * shared ones (pickers, widgets, providers, shell, rich text, language, not found).
 */
const BUSINESS_AREAS =
  '^(lib/backend/modules/|components/(?!(entity|pickers|widgets|providers|shell|rich-text|language|not-found)/))';

/** The shared component folders: used by every area, they name none. */
const SHARED_COMPONENTS = '^components/(pickers|widgets|providers|shell|rich-text|language|not-found)/';

/**
 * A file of an area, or a shared file directly under lib/backend/modules (account.ts, overview.ts…),
 * which uses areas the way an area does. The second group names the area (or the shared file):
 * a file may import anything of its own area, `$1/$2/` in the rule.
 */
const AREA_FILE = '^(lib/backend/modules|components)/(?!(?:entity|pickers|widgets|providers|shell|rich-text|language|not-found)/)([^/]+)';

/** Anything in an area's folder; the shared files directly under lib/backend/modules are in none. */
const IN_AN_AREA = '^(lib/backend/modules/[^/]+|components/(?!(entity|pickers|widgets|providers|shell|rich-text|language|not-found)/)[^/]+)/';

/** The one file through which an area is used by another: `port.ts` (or `port.tsx`) in the area's folder. */
const PORT = '^(lib/backend/modules|components)/[^/]+/port\\.tsx?$';

/**
 * Where the areas are put together, each allowed to name any area's inner files: the server's
 * plug-ins, route table and job catalogue, the demo seed, the browser's plug-ins, the pages.
 */
const COMPOSITION_ROOTS = [
  '^lib/backend/(areas|routes)\\.ts$',
  '^lib/backend/jobs/catalogue\\.ts$',
  '^lib/backend/seed/',
  '^components/areas\\.tsx$',
  '^app/',
];
/** The workflow engine's folders. */
const WORKFLOW = '^lib/backend/modules/workflow/';

/**
 * The workflow engine's layer folders, lowest first (the table of folders at the top of
 * docs/workflow.md): a folder imports its own layer and those below it, never one above. The node
 * kinds and the interpreter are one layer: the agenda dispatches to the kinds, the kinds act through it.
 */
const WORKFLOW_LAYERS = [['model'], ['nodes', 'run'], ['store'], ['operations'], ['jobs'], ['routes']];

/**
 * The entity features' read hooks by feature: what a reader is shown of the records (withheld
 * figures, masked values). They are reached only through the listing (lib/backend/entity/listing.ts,
 * `answer`, `shown`, `shownHistory`), which runs every feature's hook on every way records leave.
 */
const READ_HOOKS = { sensitive: 'masked-records', computed: 'withheld-values' };

/** Imports that vanish when TypeScript is compiled: they cost nothing at run time. */
const TYPES_ONLY = ['type-only', 'pre-compilation-only'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-not-into-server',
      comment:
        'Components and the browser client never import the backend or the gateway, not even a type: ' +
        'what they share with the server is in lib/contract. Anything imported here could end up in the ' +
        "browser's bundle, with the server's secrets and database code.",
      severity: 'error',
      from: { path: '^(components|lib/client)/' },
      to: { path: SERVER },
    },
    {
      name: 'backend-not-into-ui-or-gateway',
      comment:
        'The embedded backend answers the same contract as an external one, so it knows nothing of the ' +
        'pages, the browser client or the gateway that forwards to it.',
      severity: 'error',
      from: { path: '^lib/backend/' },
      to: { path: '^(app|components|lib/(client|gateway))/' },
    },
    {
      name: 'contract-imports-nothing-above',
      comment:
        'lib/contract is what browser and server share; it may use the pure modules below it and ' +
        'packages, nothing that serves, renders or calls it.',
      severity: 'error',
      from: { path: '^lib/contract/' },
      to: { path: ABOVE_CONTRACT },
    },
    {
      name: 'shared-modules-import-nothing-above',
      comment:
        'The pure modules below the contract are loaded wherever the contract is; importing a layer ' +
        'above from them would smuggle it into the contract.',
      severity: 'error',
      from: { path: BELOW_CONTRACT },
      to: { path: ABOVE_CONTRACT },
    },
    {
      name: 'no-runtime-cycles',
      comment:
        'A cycle of run-time imports makes the order modules start in matter (a value read before its ' +
        'module ran is undefined) and ties the modules on it together. Imports of types only vanish ' +
        'when compiled and may go round.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
        dependencyTypesNot: TYPES_ONLY,
        viaOnly: { dependencyTypesNot: TYPES_ONLY },
      },
    },
    {
      name: 'engine-imports-no-business-area',
      comment:
        "The entity engine serves every area the same way: an area's special behaviour is reached from " +
        'its declaration, never named by the engine. The entity declarations (lib/entities) are what ' +
        'the engine works from and are not an area here.',
      severity: 'error',
      from: { path: ENGINE },
      to: { path: BUSINESS_AREAS },
    },
    {
      name: 'areas-meet-at-ports',
      comment:
        "An area uses another only through that area's port (port.ts in its folder): a short list of what " +
        'it offers the others, so its inner files can change without the others following. Types count ' +
        'too; a type several areas share belongs in lib/contract. The composition roots put the areas ' +
        'together and are exempt.',
      severity: 'error',
      from: { path: AREA_FILE, pathNot: COMPOSITION_ROOTS },
      to: { path: IN_AN_AREA, pathNot: ['^$1/$2/', PORT] },
    },
    {
      name: 'shared-components-import-no-area',
      comment:
        'The shared component folders (the shell, pickers, widgets…) serve every area and name none, not ' +
        "even a port: what an area adds to them is handed in at the browser's composition root " +
        '(components/areas.tsx).',
      severity: 'error',
      from: { path: SHARED_COMPONENTS },
      to: { path: BUSINESS_AREAS },
    },
    {
      name: 'schema-imports-no-area',
      comment:
        'The database schema is below every area: each area reads its tables. A JSON column is typed ' +
        'with a type from lib/contract, never with one of an area, not even through a type-only import.',
      severity: 'error',
      from: { path: '^lib/backend/db/schema/' },
      to: { path: '^lib/backend/modules/' },
    },
    // One entry per feature, all under one name: from outside the feature's folder to its read hook.
    ...Object.entries(READ_HOOKS).map(([feature, file]) => ({
      name: 'read-hooks-only-through-the-listing',
      comment:
        "A way out of the server (a list, the export, the search, the history, a new one) shows a reader the " +
        "records through the entity's listing (`answer`, `shown`, `shownHistory`), which applies every feature's " +
        'read hook; calling one hook by hand is how another gets forgotten (masking, withheld figures).',
      severity: 'error',
      from: { pathNot: `^lib/backend/entity/features/${feature}/` },
      to: { path: `^lib/backend/entity/features/${feature}/${file}\\.ts$` },
    })),
    // One entry per layer, all under one name: from a layer's folders to any folder above it.
    ...WORKFLOW_LAYERS.slice(0, -1).map((layer, i) => ({
      name: 'workflow-layers-point-down',
      comment:
        "The workflow engine's folders are layers (model, then the node kinds with the interpreter, " +
        'store, operations, jobs, routes): each imports only its own layer and those below, types ' +
        'included, so a lower layer can be read, tested and changed without the ones above it.',
      severity: 'error',
      from: { path: `${WORKFLOW}(${layer.join('|')})/` },
      to: { path: `${WORKFLOW}(${WORKFLOW_LAYERS.slice(i + 1).flat().join('|')})/` },
    })),
  ],
  options: {
    // The check cruises app, components, lib and the two root entry files (see the deps:check
    // script); packages are leaves, never followed.
    doNotFollow: { path: '(^|/)node_modules/' },
    // Keep type-only imports in the graph, marked, so each rule can say whether types count.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
