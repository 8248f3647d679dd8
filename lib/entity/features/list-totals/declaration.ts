export interface ListTotalsFeature {
  /**
   * Money or number fields summed over every record the list shows (the same filters, advanced
   * query and data scope, not only the page): the query answers them as `data.totals` and the list
   * page shows them in a 合计 row under the table.
   */
  listTotals?: readonly string[];
}
