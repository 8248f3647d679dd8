export interface TabGroupsFeature {
  /**
   * The record page gathers its child tabs under these groups, in this order (a customer's 联系与往来,
   * 商务, 财务, 配置), each tab showing how many records it holds (./tab-groups.ts). A group's
   * title is the message `entity.<name>.tabGroups.<group>`; children no group names come last.
   */
  tabGroups?: readonly TabGroupDecl[];
}

export interface TabGroupDecl {
  name: string;
  /** The child kinds (entity names) whose tabs the group holds, in this order. */
  children: readonly string[];
}
