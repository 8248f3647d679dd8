/**
 * The SWR key of a user's to-do reminders: the hook's (todo-counts.ts) and the home page's, which
 * draws the card with its counts already in hand. Apart from the hook, so the server's page can
 * name it.
 */
export const TODO_COUNTS_KEY = 'todo-counts';

export const todoCountsKey = (userKey: string) => [TODO_COUNTS_KEY, userKey] as const;
