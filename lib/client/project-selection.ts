import { storageKeys } from './owned-storage';
import { isPlainObject, isString } from './plain-checks';

/**
 * The project open in the workspace (with the path to go back to). Kept in
 * localStorage so the workspace finds it again without ?key=, and across a sign-out (docs/entities.md, "The workspace's tabs").
 */
export interface SelectedProject {
  projectKey: string;
  projectName: string | null;
  /** The list the project was opened from: where closing the workspace leads when the window stays. */
  backPath: string;
}

/** The back path when the workspace was opened some other way (docs/entities.md, "The workspace's tabs"). */
export const DEFAULT_BACK_PATH = '/okr-project/index/myAllProject';

function storedProject(value: unknown): SelectedProject | null {
  if (!isPlainObject(value)) return null;
  const { projectKey, projectName, backPath } = value;
  const fits = isString(projectKey, { min: 1, max: 64 }) && (projectName === null || isString(projectName, { max: 200 })) && isString(backPath, { prefix: '/', max: 2000 });
  return fits ? { projectKey, projectName, backPath } : null;
}

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function selectedProject(): SelectedProject | null {
  const text = store()?.getItem(storageKeys.selectedProject);
  if (!text) return null;
  try {
    const project = storedProject(JSON.parse(text));
    // Only a path on this site is ever a way back.
    return project && !project.backPath.startsWith('//') ? project : null;
  } catch {
    return null;
  }
}

export function rememberProject(selection: SelectedProject): void {
  try {
    store()?.setItem(storageKeys.selectedProject, JSON.stringify(selection));
  } catch {
    // storage full or disabled: the address still carries the project
  }
}

export const PROJECT_KEY_PARAM = 'key';

/** A workspace page of a project (the tab's path with ?key=<project key>). */
export function workspaceHref(projectKey: string, path = '/okrProject/overview'): string {
  return `${path}?${PROJECT_KEY_PARAM}=${encodeURIComponent(projectKey)}`;
}

/** Opens a project's workspace in a window of its own, remembering where it was opened from. */
export function openProjectWorkspace(projectKey: string, projectName: string | null = null): void {
  const here = globalThis.location;
  rememberProject({ projectKey, projectName, backPath: here ? `${here.pathname}${here.search}` : DEFAULT_BACK_PATH });
  const href = workspaceHref(projectKey);
  const opened = globalThis.open?.(href, '_blank');
  if (!opened) here?.assign(href);
}
