/**
 * Names a store accepts: the server's own (random hex, a fixed demo key) with one short extension.
 * Anything else, a path above all, is refused before it reaches a folder or a table.
 */
const SAFE_NAME = /^[A-Za-z0-9_-]{8,80}(\.[a-z0-9]{1,8})?$/;

export function isSafeStorageName(name: string): boolean {
  return SAFE_NAME.test(name);
}

export function checkedStorageName(name: string): string {
  if (!isSafeStorageName(name)) throw new Error(`Refused storage name: ${name}`);
  return name;
}
