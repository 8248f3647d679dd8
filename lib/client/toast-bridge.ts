/**
 * Lets code outside React (the API client) show antd toasts through the `App` message instance,
 * which carries the theme and locale that the static `message` API would miss.
 * components/providers/ToastBridge.tsx connects the instance and the translator on mount.
 */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastSink {
  show(kind: ToastKind, content: string, durationSeconds: number): void;
  /** Translates a full message key such as 'api.serverError'. */
  translate(key: string): string;
}

let sink: ToastSink | null = null;

export function connectToasts(next: ToastSink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

export function showToast(kind: ToastKind, content: string, durationSeconds = 3): void {
  if (sink) sink.show(kind, content, durationSeconds);
  // Before the providers mount (or in tests without them) there is nowhere to show it.
  else console.warn(`[toast:${kind}] ${content}`);
}

export function toastText(key: string): string {
  return sink ? sink.translate(key) : key;
}
