'use client';

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { MessageTotal } from '@/lib/client/message-total';
import type { TodoState } from '@/lib/client/todo-counts';

/** What the drawer the bell opens is given. */
export interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  total: MessageTotal | null;
  /** The to-do reminders the bell counted, for the drawer's 待办 tab. */
  todo: TodoState;
  onTodoRetry: () => void;
}

/**
 * What the business areas add to the shell, collected at the client composition root
 * (components/areas.tsx) and handed down through context, so the shell names no area.
 */
export interface ShellPlugIns {
  /** The drawer the message bell opens (the message centre's lists). */
  messageDrawer?: ComponentType<MessageDrawerProps>;
}

const ShellPlugInsContext = createContext<ShellPlugIns>({});

export function ShellPlugInsProvider({ plugIns, children }: { plugIns: ShellPlugIns; children: ReactNode }) {
  return <ShellPlugInsContext.Provider value={plugIns}>{children}</ShellPlugInsContext.Provider>;
}

/** The shell's plug-ins; none outside the provider. */
export function useShellPlugIns(): ShellPlugIns {
  return useContext(ShellPlugInsContext);
}
