import { heldComponent } from '@/components/widgets/held-component';
import type { EntityDef } from '@/lib/entity/types';
import { kindOf } from './fields';
import { formFields } from './form-fields';

/** The record form's drawer, drawn at once when its code is held (no Suspense wait between the click and the form). */
export const EntityFormDrawer = heldComponent(() => import('./EntityFormDrawer').then((m) => m.EntityFormDrawer));

/**
 * Fetches a record form's code ahead, as the pointer, a touch or the focus reaches 新增 or 编辑: the
 * drawer and the inputs its fields show, side by side rather than one after the other once drawn.
 */
export function preloadEntityForm(entity: EntityDef): Promise<void> {
  const inputs = formFields(entity).map(([, field]) => kindOf(field).inputCode?.(field));
  return Promise.all([EntityFormDrawer.preload(), ...inputs]).then(
    () => undefined,
    // A failed fetch is tried again when the form is drawn.
    () => undefined,
  );
}
