import { closestCenter, pointerWithin, type CollisionDetection } from '@dnd-kit/core';
import { CANVAS_ID } from './DesignCanvas';

/**
 * Where a drag lands: the control nearest the pointer while it is over the canvas, the canvas
 * itself while it holds none. Outside it a new control lands nowhere and a moved one keeps to the nearest. The canvas contains every control, so a plain
 * intersection would always name the canvas and append.
 */
export const dropTarget: CollisionDetection = (args) => {
  const inside = pointerWithin(args);
  const fromPalette = (args.active.data.current as { from?: string } | undefined)?.from === 'palette';
  if (inside.length === 0) return fromPalette ? [] : closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.id !== CANVAS_ID) }).slice(0, 1);
  const controls = args.droppableContainers.filter((c) => c.id !== CANVAS_ID);
  return controls.length ? closestCenter({ ...args, droppableContainers: controls }) : inside;
};
