/** The record form's code: one import() for the dynamic component and the toolbar's early fetch of it. */
export const loadEntityFormDrawer = () => import('./EntityFormDrawer').then((m) => m.EntityFormDrawer);
