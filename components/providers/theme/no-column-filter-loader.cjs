/**
 * Build-time loader for antd's table column filter dropdown
 * (antd/es/table/hooks/useFilter/FilterDropdown.js).
 *
 * The app's tables never use antd's column filters (filters, filterDropdown, onFilter): lists are
 * filtered by their filter bar and the advanced query. antd's table imports the dropdown anyway,
 * and with it the tree component, on every page with a table. This loader puts in its place a module
 * with the same exports: a dropdown that only shows the column title, and the helper that flattens
 * filter values. The unit test no-column-filters keeps the app's columns free of filters.
 * Made for antd@6.6.8; tools/third-party-patches.ts says what to check when antd moves on.
 */

const STUB = `import * as React from 'react';

/** Column filters are not used in this app (see no-column-filter-loader.cjs): the title alone. */
export default function FilterDropdown(props) {
  return React.createElement(React.Fragment, null, props.children);
}

/** The values of filter options and of their nested options, depth first. */
export function flattenKeys(filters) {
  const keys = [];
  for (const option of filters || []) {
    keys.push(option.value);
    if (option.children) keys.push(...flattenKeys(option.children));
  }
  return keys;
}
`;

function noColumnFilterLoader() {
  return STUB;
}

module.exports = noColumnFilterLoader;
module.exports.STUB = STUB;
