import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class FolderLockedError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The data folder ${folder} is in use by another process (pid ${pid}). ` +
        'Only one process may open an embedded database folder: stop the other process, ' +
        'or use PostgreSQL (DATABASE_URL) to run several processes.',
    );
    this.name = 'FolderLockedError';
  }
}

const LOCK_FILE = '.app.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process. Two processes on one PGlite folder silently lose
 * committed rows, so a second opener is refused; a lock left by a dead process is taken over.
 */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (owner === process.pid) return () => rmSync(file, { force: true });
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) throw new FolderLockedError(folder, owner);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${folder}.`);
}
