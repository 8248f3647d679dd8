import dynamic from 'next/dynamic';
import { openProjectWorkspace } from '@/lib/client/project-selection';
import type { EntityActions } from './types';

/** The wizard (its steps and pickers) loads when a project is first created or edited. */
const ProjectWizardDrawer = dynamic(() => import('@/components/project-workspace/ProjectWizardDrawer').then((m) => m.ProjectWizardDrawer), { ssr: false });

/** A project is entered with its three-step wizard (spec-1 §4) and opened in its workspace. */
export const projectActions: EntityActions = {
  form: ProjectWizardDrawer,
  open: (key) => openProjectWorkspace(key),
};
