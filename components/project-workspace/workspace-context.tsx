'use client';

import { createContext, useContext } from 'react';
import type { ProjectDetails } from '@/lib/contract/project';

/** The project open in the workspace, for its tabs. */
export interface ProjectWorkspace {
  project: ProjectDetails;
  /** Loads the project (and what its tabs show) again after a change. */
  reload: () => void;
  /** The project is under approval: tabs stay put and nothing is changed. */
  locked: boolean;
  /** Opens the edit drawer (for those who may change the project). */
  edit: (step?: 0 | 1 | 2) => void;
}

export const ProjectWorkspaceContext = createContext<ProjectWorkspace | null>(null);

export function useProjectWorkspace(): ProjectWorkspace {
  const value = useContext(ProjectWorkspaceContext);
  if (!value) throw new Error('useProjectWorkspace() needs the project workspace frame.');
  return value;
}
