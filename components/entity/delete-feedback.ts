import { isApiError } from '@/lib/client/api-error';

interface Toasts {
  warning: (content: string) => unknown;
  error: (content: string) => unknown;
}

/**
 * A refused delete shows the server's message as a warning (docs/entities.md, "What you get without writing more"). Transport failures stay
 * errors; a lost session is already on its way to the login page.
 */
export function showDeleteFailure(toasts: Toasts, error: unknown): void {
  if (!isApiError(error)) {
    void toasts.error(error instanceof Error ? error.message : String(error));
    return;
  }
  if (error.kind === 'unauthorized' || error.kind === 'aborted') return;
  if (error.kind === 'business' || error.kind === 'warning') void toasts.warning(error.message);
  else void toasts.error(error.message);
}
