/** Header through which proxy.ts tells server layouts the path (and query) that was asked for. */
export const REQUEST_PATH_HEADER = 'x-request-path';
