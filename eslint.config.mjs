// The linter: typescript-eslint's type-aware rules, React's hook rules and Next's rules, over all the
// project's TypeScript. `npm run lint` runs it with TypeScript 5.9's compiler API
// (scripts/compiler-api/use-compiler-api.mjs), since TypeScript 7 ships none; unused files, exports
// and dependencies are knip's (knip.jsonc). Every rule turned off or relaxed here says why; there is
// no list of tolerated findings (suppressions file): the tree lints at zero. The one list is of the
// files held at their size over the line limit (./eslint-max-lines-allowed.mjs); it only shrinks.
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { maxLinesAllowed } from './eslint-max-lines-allowed.mjs';

// One concept a file: the code of the app stays under 250 lines a file, blank lines and comments
// not counted. The few files over it when the rule came in are held at their size (./eslint-max-lines-allowed.mjs).
const MAX_LINES = { max: 250, skipBlankLines: true, skipComments: true };

// Left out on purpose, for now:
// - strict-type-checked's no-non-null-assertion, and no-unsafe-type-assertion (`as unknown as`): tsconfig's
//   noUncheckedIndexedAccess makes `!` the way to say an index is known to exist (after a length
//   check, on a fixed tuple), and the double casts sit where bpmn-js's and drizzle's types and ours
//   meet; each needs its own look, not a sweep.
// - a line-length rule: the long lines are table rows, JSX and messages spread over many files that
//   are being reworked at the same time; a limit would be a mass reflow, not a finding.
export default tseslint.config(
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', '.tmp/**', 'drizzle/**', 'public/**', 'tools/typescript-compiler-api/**', 'bench/plain-next/.next/**', 'next-env.d.ts', 'bench/plain-next/next-env.d.ts'],
  },
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // vitest.config.mts is in the project through the unit test that reads its list of isolated files.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Functions are async where a contract wants a promise back without anything to wait for:
      // antd form validators (a rejected promise is how they report), route handlers, ports and test
      // fixtures. A forgotten await on a real promise is no-floating-promises' and no-misused-promises'.
      '@typescript-eslint/require-await': 'off',
      // Record cells, query values and form values are typed unknown (or {} after `?? ''`) and were
      // checked as scalars by the zod schemas at the boundary; String() on them is deliberate and the
      // rule cannot see that check.
      '@typescript-eslint/no-base-to-string': 'off',
      // React and antd call event props and ignore what they return; the project's async handlers
      // report their own failures (message/notification) instead of rejecting to the caller. Promises
      // passed as plain arguments (timers, callbacks) stay checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Leaving keys out of an object by destructuring them beside a rest element is the idiom for an
      // omitted copy; an underscore marks a parameter a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: {
      // Tests and benchmarks read response bodies (`await res.json()`) and fixtures as they come; the
      // assertions that follow are the check, and typing each body first would only restate them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['**/*.cjs'],
    // CommonJS files (webpack loaders, .dependency-cruiser.cjs) have require() and nothing else.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    extends: [nextPlugin.configs.recommended, nextPlugin.configs['core-web-vitals']],
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', MAX_LINES] },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      // A call's answer type is the call's (lib/contract/call.ts, made by lib/client/call.ts), never
      // one its caller names (`request<T>(path)`); lib/client/call.ts is the typed calls' own.
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/api-client', '@/lib/client/api-client'],
          importNames: ['request', 'requestAnswer'],
          message: 'Declare the call in lib/contract (declareCall) and make it with call() or callAnswer() from @/lib/client/call: its answer type then comes from the call.',
        }],
        // A page's links fetch their page on the reader's intent, not on sight (components/widgets/IntentLink.tsx).
        paths: [{ name: 'next/link', importNames: ['default'], message: 'Use IntentLink from @/components/widgets/IntentLink: it fetches the page when the reader reaches for the link, not whenever it is shown.' }],
      }],
    },
  },
  {
    files: ['lib/client/call.ts', 'components/widgets/IntentLink.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...Object.entries(maxLinesAllowed).map(([file, max]) => ({
    files: [file],
    rules: { 'max-lines': ['error', { ...MAX_LINES, max }] },
  })),
  {
    files: ['**/*.d.ts'],
    // `declare module '…'` in a declaration file is not an assignment to CommonJS's `module`.
    rules: { '@next/next/no-assign-module-variable': 'off' },
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
);
