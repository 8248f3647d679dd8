import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Every TypeScript source of the pages, components and libraries, with its path from the project root. */
export function appSources(): { file: string; text: string }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(path.join(root, dir));
  return files.map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));
}
