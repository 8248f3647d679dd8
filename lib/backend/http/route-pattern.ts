const MARK = 'PATHPARAM';

/** The route pattern (…/delete/:id) of a path the contract builds for one key. */
export function withIdParam(build: (key: string) => string): string {
  return build(MARK).replace(MARK, ':id');
}
