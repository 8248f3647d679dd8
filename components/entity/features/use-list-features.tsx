'use client';

import { useState, type ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../fields';
import { useHolds } from '../entity-rights';
import { UI_FEATURES } from './ui-features';

const TOOLS = UI_FEATURES.flatMap((feature) => (feature.list?.tool ? [{ name: feature.name, ...feature.list.tool }] : []));

/** What the features add to a list page (./ui-feature.ts, `list`). */
export interface ListFeatureParts {
  /** A tool works on selected rows: the table offers row selection. */
  selects: boolean;
  /** The tools' buttons, for the toolbar. */
  buttons: ReactNode;
  /** The open tool's dialog, kept by the page so it stays open whatever the width. */
  dialog: ReactNode;
  /** How a row or card is marked (an overdue record). */
  rowClass: (record: EntityRecord) => string;
}

/** The features' tools over a list's selected rows, and the marks of its rows, for the kind as declared and the caller's rights. */
export function useListFeatures(entity: EntityDef, selected: readonly string[], mayUpdate: boolean, onDone: () => void): ListFeatureParts {
  const holds = useHolds();
  const [open, setOpen] = useState<{ tool: string; keys: readonly string[] } | null>(null);
  const offered = TOOLS.filter((tool) => tool.offered(entity, { holds, mayUpdate }));
  const shown = open && offered.find((tool) => tool.name === open.tool);
  const marks = UI_FEATURES.flatMap((feature) => {
    const mark = feature.list?.rowClass?.(entity);
    return mark ? [mark] : [];
  });
  return {
    selects: offered.length > 0,
    buttons: offered.map(({ name, Button }) => <Button key={name} entity={entity} selected={selected} onOpen={() => setOpen({ tool: name, keys: [...selected] })} />),
    dialog: shown && open ? <shown.Dialog entity={entity} keys={open.keys} onClose={() => setOpen(null)} onDone={() => { setOpen(null); onDone(); }} /> : null,
    rowClass: (record) => marks.map((mark) => mark(record)).filter(Boolean).join(' '),
  };
}
