// Files that still call the browser's client with a type of their own (`request<T>(path)`,
// `requestAnswer<T>(path)`) rather than a call the contract declares (lib/contract/call.ts,
// `call(messageCalls.inbox, body)`): eslint.config.mjs forbids importing `request` and
// `requestAnswer` anywhere else. Convert a file's calls and take it off this list; nothing is
// added to it (docs/architecture.md, "Requests").
export const untypedCallsAllowed = [
  'components/approval-form/form-api.ts',
  'components/approval-form/use-day-counter.ts',
  'components/workbench/FailedServiceCalls.tsx',
  'components/workbench/apply/draft-api.ts',
  'components/workbench/path-api.ts',
  'components/workbench/workbench-api.ts',
  'components/workflow/designer/panel/sections/RuleRefsInput.tsx',
  'components/workflow/models/ServiceCallSettings.tsx',
  'components/workflow/models/model-api.ts',
];
