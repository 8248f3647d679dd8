'use client';

import { useMemo } from 'react';
import type { MenuItem } from '@/lib/client/session-types';
import { useSession } from '@/lib/client/session-state';
import type { EntityDef } from '@/lib/entity/types';

export interface EntityRights {
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

function hasMenuNamed(menus: readonly MenuItem[], name: string): boolean {
  return menus.some((m) => m.name === name || hasMenuNamed(m.children ?? [], name));
}

/**
 * What the signed-in user may do with an entity, to show or hide buttons. A right names a menu or
 * button (sys_permission.name); an action without its own right needs the read right. The server
 * checks again on every call: this only spares people buttons that would be refused.
 */
export interface Grant {
  isAdmin: boolean;
  menus: readonly MenuItem[];
  permissionCodes: readonly string[];
}

/** Whether the user holds a menu or button right by name. */
export function holdsRight(grant: Grant, name: string): boolean {
  return grant.isAdmin || grant.permissionCodes.includes(name) || hasMenuNamed(grant.menus, name);
}

export function rightsFor(entity: EntityDef, grant: Grant): EntityRights {
  const holds = (name: string) => holdsRight(grant, name);
  const { rights } = entity;
  return {
    read: holds(rights.read),
    create: holds(rights.create ?? rights.read),
    update: holds(rights.update ?? rights.read),
    delete: holds(rights.delete ?? rights.read),
  };
}

export function useEntityRights(entity: EntityDef): EntityRights {
  const { isAdmin, menus, permissionCodes } = useSession();
  return useMemo(() => rightsFor(entity, { isAdmin, menus, permissionCodes }), [entity, isAdmin, menus, permissionCodes]);
}

/** A test of named rights for the signed-in user (declared actions name their own). */
export function useHolds(): (name: string) => boolean {
  const { isAdmin, menus, permissionCodes } = useSession();
  return useMemo(() => (name: string) => holdsRight({ isAdmin, menus, permissionCodes }, name), [isAdmin, menus, permissionCodes]);
}
