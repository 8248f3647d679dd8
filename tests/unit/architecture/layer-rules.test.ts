import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ICruiseOptions, ICruiseResult, IViolation } from 'dependency-cruiser';

// The real rule set, loaded the way the check loads it, run on small trees laid out like the
// repository: a clean one that must pass, and the same tree with one planted violation per rule.

const ROOT = path.resolve(__dirname, '../../..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const SOURCES = ['app', 'components', 'lib'];

type Files = Record<string, string>;
type Cruise = (files: Files) => Promise<ICruiseResult>;

const TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, baseUrl: '.', paths: { '@/*': ['./*'] } },
});

/** A miniature of the layers: page, area component, engine, client, contract, shared rules, backend, gateway, ports, the workflow's folders. */
const CLEAN: Files = {
  'lib/entity/rules.ts': "export const KEY_PATTERN = /^[a-z0-9-]+$/;\n",
  // A cycle through a type import only: allowed, it vanishes when compiled.
  'lib/entity/form.ts': "import { FIELD_KINDS } from './field';\nexport interface Form { kinds: typeof FIELD_KINDS }\n",
  'lib/entity/field.ts': "import type { Form } from './form';\nexport const FIELD_KINDS = ['text'];\nexport type FieldOf = Form['kinds'];\n",
  'lib/contract/customer.ts':
    "import { KEY_PATTERN } from '@/lib/entity/rules';\nexport interface Customer { key: string }\nexport const customerKey = KEY_PATTERN;\n",
  'lib/backend/entity/registry.ts': "import { KEY_PATTERN } from '@/lib/entity/rules';\nexport const registry = [KEY_PATTERN];\n",
  'lib/backend/modules/customers/routes.ts':
    "import { registry } from '@/lib/backend/entity/registry';\nimport type { Customer } from '@/lib/contract/customer';\nexport const routes: Customer[] = registry.map(() => ({ key: 'x' }));\n",
  'lib/gateway/gateway.ts': "import { routes } from '@/lib/backend/modules/customers/routes';\nexport const gateway = routes;\n",
  'lib/client/api.ts': "import type { Customer } from '@/lib/contract/customer';\nexport const load = (): Customer[] => [];\n",
  'components/entity/List.tsx': "import { load } from '@/lib/client/api';\nexport function List() {\n  return <ul>{load().length}</ul>;\n}\n",
  'components/customers/CustomerPage.tsx':
    "import { List } from '@/components/entity/List';\nexport default function CustomerPage() {\n  return <List />;\n}\n",
  'app/page.tsx': "import CustomerPage from '@/components/customers/CustomerPage';\nexport default CustomerPage;\n",
  // One area using another through its port; the browser's composition root naming an area's inner file.
  'lib/backend/modules/messages/reminders.ts': "export const sendBusinessMessage = (text: string) => text;\n",
  'lib/backend/modules/messages/port.ts': "export { sendBusinessMessage } from './reminders';\n",
  'lib/backend/modules/clues/assign.ts':
    "import { sendBusinessMessage } from '@/lib/backend/modules/messages/port';\nexport const assign = () => sendBusinessMessage('assigned');\n",
  'components/customers/port.ts': "export { default as CustomerPage } from './CustomerPage';\n",
  'components/areas.tsx': "import CustomerPage from '@/components/customers/CustomerPage';\nexport const areas = [CustomerPage];\n",
  // The workflow engine's layers, each importing the one below.
  'lib/backend/modules/workflow/model/graph.ts': "export const START = 'start';\n",
  'lib/backend/modules/workflow/run/agenda.ts': "import { START } from '../model/graph';\nexport const first = START;\n",
  'lib/backend/modules/workflow/store/timers.ts': "import { first } from '../run/agenda';\nexport const due = first;\n",
  'lib/backend/modules/workflow/jobs/timer-fire.ts': "import { due } from '../store/timers';\nexport const fire = due;\n",
  // A feature's read hook, used by its own listing step only.
  'lib/backend/entity/features/sensitive/masked-records.ts': "export const maskRecords = (rows: string[]) => rows;\n",
  'lib/backend/entity/features/sensitive/listing-step.ts': "import { maskRecords } from './masked-records';\nexport const read = maskRecords;\n",
};

interface Planted {
  rule: string;
  what: string;
  files: Files;
  /** Every violation the check must report, as `from -> to`. */
  expected: string[];
}

const PLANTED: Planted[] = [
  {
    rule: 'ui-not-into-server',
    what: 'a component calling the gateway',
    files: { 'components/customers/Leak.tsx': "import { gateway } from '@/lib/gateway/gateway';\nexport const leak = gateway;\n" },
    expected: ['components/customers/Leak.tsx -> lib/gateway/gateway.ts'],
  },
  {
    rule: 'ui-not-into-server',
    what: 'the browser client taking a type from the backend instead of the contract',
    files: {
      'lib/client/routes-type.ts':
        "import type { routes } from '@/lib/backend/modules/customers/routes';\nexport type Routes = typeof routes;\n",
    },
    expected: ['lib/client/routes-type.ts -> lib/backend/modules/customers/routes.ts'],
  },
  {
    rule: 'backend-not-into-ui-or-gateway',
    what: 'a backend module using the browser client',
    files: { 'lib/backend/modules/customers/notify.ts': "import { load } from '@/lib/client/api';\nexport const notify = load;\n" },
    expected: ['lib/backend/modules/customers/notify.ts -> lib/client/api.ts'],
  },
  {
    rule: 'contract-imports-nothing-above',
    what: 'the contract taking a type from the backend',
    files: {
      'lib/contract/routes.ts': "import type { routes } from '@/lib/backend/modules/customers/routes';\nexport type Routes = typeof routes;\n",
    },
    expected: ['lib/contract/routes.ts -> lib/backend/modules/customers/routes.ts'],
  },
  {
    rule: 'shared-modules-import-nothing-above',
    what: 'a shared rule module reaching for a component',
    files: { 'lib/entity/list-name.ts': "import { List } from '@/components/entity/List';\nexport const listName = List.name;\n" },
    expected: ['lib/entity/list-name.ts -> components/entity/List.tsx'],
  },
  {
    rule: 'no-runtime-cycles',
    what: 'two modules importing each other at run time',
    files: {
      'lib/backend/modules/customers/pool.ts': "import { claim } from './claim';\nexport const pool = () => claim;\n",
      'lib/backend/modules/customers/claim.ts': "import { pool } from './pool';\nexport const claim = () => pool;\n",
    },
    // A cycle is reported once, at its first edge.
    expected: ['lib/backend/modules/customers/claim.ts -> lib/backend/modules/customers/pool.ts'],
  },
  {
    rule: 'engine-imports-no-business-area',
    what: 'the backend engine naming a business module',
    files: {
      'lib/backend/entity/hooks.ts': "import { routes } from '@/lib/backend/modules/customers/routes';\nexport const hooks = routes;\n",
    },
    expected: ['lib/backend/entity/hooks.ts -> lib/backend/modules/customers/routes.ts'],
  },
  {
    rule: 'engine-imports-no-business-area',
    what: "the engine's components naming an area component",
    files: {
      'components/entity/Wizard.tsx':
        "import CustomerPage from '@/components/customers/CustomerPage';\nexport const Wizard = CustomerPage;\n",
    },
    expected: ['components/entity/Wizard.tsx -> components/customers/CustomerPage.tsx'],
  },
  {
    rule: 'areas-meet-at-ports',
    what: "an area's module going around another area's port",
    files: {
      'lib/backend/modules/clues/remind.ts':
        "import { sendBusinessMessage } from '@/lib/backend/modules/messages/reminders';\nexport const remind = sendBusinessMessage;\n",
    },
    expected: ['lib/backend/modules/clues/remind.ts -> lib/backend/modules/messages/reminders.ts'],
  },
  {
    rule: 'areas-meet-at-ports',
    what: "an area's component taking only a type from another area's inner file",
    files: {
      'components/dashboard/Card.tsx': "import type CustomerPage from '@/components/customers/CustomerPage';\nexport type Card = typeof CustomerPage;\n",
    },
    expected: ['components/dashboard/Card.tsx -> components/customers/CustomerPage.tsx'],
  },
  {
    rule: 'areas-meet-at-ports',
    what: 'a shared file under lib/backend/modules going around a port',
    files: {
      'lib/backend/modules/overview.ts': "import { sendBusinessMessage } from './messages/reminders';\nexport const overview = sendBusinessMessage;\n",
    },
    expected: ['lib/backend/modules/overview.ts -> lib/backend/modules/messages/reminders.ts'],
  },
  {
    rule: 'shared-components-import-no-area',
    what: 'the shell naming an area, even through its port',
    files: { 'components/shell/Bell.tsx': "import { CustomerPage } from '@/components/customers/port';\nexport const Bell = CustomerPage;\n" },
    expected: ['components/shell/Bell.tsx -> components/customers/port.ts'],
  },
  {
    rule: 'schema-imports-no-area',
    what: "the database schema typing a column with an area's type",
    files: {
      'lib/backend/modules/workflow/graph.ts': 'export interface ProcessGraph { nodes: string[] }\n',
      'lib/backend/db/schema/workflow.ts':
        "import type { ProcessGraph } from '@/lib/backend/modules/workflow/graph';\nexport const graphColumn: ProcessGraph = { nodes: [] };\n",
    },
    expected: ['lib/backend/db/schema/workflow.ts -> lib/backend/modules/workflow/graph.ts'],
  },
  {
    rule: 'workflow-layers-point-down',
    what: 'the workflow store using a job',
    files: {
      'lib/backend/modules/workflow/store/user-names.ts': "import { fire } from '../jobs/timer-fire';\nexport const names = fire;\n",
    },
    expected: ['lib/backend/modules/workflow/store/user-names.ts -> lib/backend/modules/workflow/jobs/timer-fire.ts'],
  },
  {
    rule: 'workflow-layers-point-down',
    what: "the workflow model taking a type from the interpreter's layer",
    files: {
      'lib/backend/modules/workflow/model/compile.ts': "import type { first } from '../run/agenda';\nexport type Compiled = typeof first;\n",
    },
    expected: ['lib/backend/modules/workflow/model/compile.ts -> lib/backend/modules/workflow/run/agenda.ts'],
  },
  {
    rule: 'read-hooks-only-through-the-listing',
    what: 'an export masking its rows by hand instead of through the listing',
    files: {
      'lib/backend/modules/excel/export.ts': "import { maskRecords } from '@/lib/backend/entity/features/sensitive/masked-records';\nexport const rows = maskRecords([]);\n",
    },
    expected: ['lib/backend/modules/excel/export.ts -> lib/backend/entity/features/sensitive/masked-records.ts'],
  },
];

const edge = (v: IViolation) => `${v.from} -> ${v.to}`;

let cruiseTree: Cruise;
let ruleNames: string[];
const trees: string[] = [];

beforeAll(async () => {
  // The checker reads TypeScript through the compiler API kept for it (see the script).
  await import(pathToFileURL(path.join(ROOT, 'scripts/compiler-api/use-compiler-api.mjs')).href);
  const { cruise } = await import('dependency-cruiser');
  const { default: extractDepcruiseOptions } = await import('dependency-cruiser/config-utl/extract-depcruise-options');
  const { default: extractTSConfig } = await import('dependency-cruiser/config-utl/extract-ts-config');
  const options: ICruiseOptions = await extractDepcruiseOptions(CONFIG);
  ruleNames = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '');

  cruiseTree = async (files) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'layer-rules-'));
    trees.push(dir);
    for (const [file, text] of Object.entries({ ...files, 'tsconfig.json': TSCONFIG })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const tsconfig = path.join(dir, 'tsconfig.json');
    const { output } = await cruise(
      SOURCES,
      { ...options, baseDir: dir, tsConfig: { fileName: tsconfig } },
      {},
      { tsConfig: extractTSConfig(tsconfig) },
    );
    return output as ICruiseResult;
  };
}, 60_000);

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

describe('layer rules', () => {
  it('pass a tree that keeps them, type-only cycle included', async () => {
    const result = await cruiseTree(CLEAN);
    expect(result.summary.violations).toEqual([]);
    // Every file was read, and type imports were told apart (so the compiler API was in use).
    expect(result.summary.totalCruised).toBe(Object.keys(CLEAN).length);
    const typeOnly = result.modules.flatMap((m) => m.dependencies).filter((d) => d.dependencyTypes.includes('type-only'));
    expect(typeOnly.map((d) => d.resolved).sort()).toEqual(['lib/contract/customer.ts', 'lib/contract/customer.ts', 'lib/entity/form.ts']);
  });

  it.each(PLANTED)('$rule catches $what', async ({ rule, files, expected }) => {
    const result = await cruiseTree({ ...CLEAN, ...files });
    const found = result.summary.violations.map((v) => `${v.rule.name}: ${edge(v)}`).sort();
    expect(found).toEqual(expected.map((e) => `${rule}: ${e}`).sort());
  });

  it('has a planted violation for every rule of the configuration', () => {
    expect(ruleNames.length).toBeGreaterThan(0);
    // A rule may be several entries under one name (the workflow's layers, one entry per layer).
    expect([...new Set(PLANTED.map((p) => p.rule))].sort()).toEqual([...new Set(ruleNames)].sort());
  });
});
