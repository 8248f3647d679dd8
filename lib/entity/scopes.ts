/** Whose records an entity's are: departments', their parent's, or the people named in them. */

/**
 * 'department': rows belong to departments; non-administrators see and change only their own.
 * A membership scope: rows belong to the people named in some of their fields (a project's
 * manager and participants), see MembershipScope. A parent scope: rows are reached exactly as
 * their parent is (a project's objectives and tasks), see ParentScope.
 */
export type EntityScope = 'department' | 'none' | MembershipScope | ParentScope;

/**
 * Records reached exactly as their parent (`parent`, a single-kind link) is: read by whoever may
 * read the parent; changed, added and deleted by whoever may change it (`parent: 'editors'`), or
 * by whoever may read it (`parent: 'members'`: every member of a project keeps its tasks,
 * documents and quotes, not only its manager). Works down a chain: a key result follows its
 * objective, which follows its project; a quote line its quote.
 */
export interface ParentScope {
  /** Who changes the children: everyone who reads the parent ('members') or only who may change it ('editors'). */
  parent: 'members' | 'editors';
}

export function isParentScope(scope: EntityScope): scope is ParentScope {
  return typeof scope === 'object' && scope !== null && 'parent' in scope;
}
/**
 * Records that belong to people rather than to a department. A record is seen by the users its
 * member fields name, by the leaders of those users' departments (the departments' directors, and
 * holders of the leader role in them, each reaching the departments below too) and by
 * administrators; it is changed by its editors, those leaders and administrators. Nobody else
 * reaches it, by key or in lists.
 */
export interface MembershipScope {
  /** 'user' fields (single or multiple) naming the record's members. */
  members: readonly string[];
  /** The member fields whose users may change the record (default: every member). */
  editors?: readonly string[];
}

export function isMembershipScope(scope: EntityScope): scope is MembershipScope {
  return typeof scope === 'object' && scope !== null && 'members' in scope;
}
