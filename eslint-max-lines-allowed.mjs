// Files over the 250-line limit of app/, components/ and lib/ (eslint.config.mjs, `max-lines`, counting
// neither blank lines nor comments), each held at the size it had when the limit came in, so none
// grows. Split a file and take it off this list; nothing is added to it.
// These are workflow files others were changing when the limit came in; each is split on its own.
export const maxLinesAllowed = {
  'lib/backend/modules/workflow/model/demo-models.ts': 317,
  'lib/backend/modules/workflow/operations/actions.ts': 270,
  'lib/contract/workflow-answers.ts': 278,
};
