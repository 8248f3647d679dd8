/**
 * Build-time loader for antd's radio group (antd/es/radio/group.js).
 *
 * The group names its radios after the form field around it with one small helper, which it imports
 * from antd's form hooks, and with them the whole form store. Every page with a table has the group
 * (the table's selection column imports the radio package), so the store would load with every list.
 * This loader puts the helper itself in place of that import: the same function, without the form.
 */

const FORM_IMPORT = "import { toNamePathStr } from '../form/hooks/useForm';";

/** antd's helper as its form hooks define it: a field's name path joined with '_'. */
const INLINE_HELPER = `import { toArray as toNamePath } from '../form/util';
function toNamePathStr(name) {
  return toNamePath(name).join('_');
}`;

function radioGroupNameLoader(source) {
  // Should antd move the import, the group keeps its own (tests/unit/radio-group-name.test.ts says so).
  return source.replace(FORM_IMPORT, INLINE_HELPER);
}

module.exports = radioGroupNameLoader;
module.exports.FORM_IMPORT = FORM_IMPORT;
module.exports.INLINE_HELPER = INLINE_HELPER;
