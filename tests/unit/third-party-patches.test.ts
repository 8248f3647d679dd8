import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_PATCHES } from '@/tools/third-party-patches';

const ROOT = path.resolve(__dirname, '../..');
/** The release npm installed (read from its folder: some packages do not export their package.json). */
function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

describe('third-party patches', () => {
  it.each(THIRD_PARTY_PATCHES.map((patch) => [patch.name, patch] as const))('%s was made for the installed release', (_name, patch) => {
    const installed = installedVersion(patch.package);
    const advice = [
      `${patch.package} is now ${installed}, but "${patch.name}" (${patch.kind}) was made for ${patch.madeFor}.`,
      `Check: ${patch.check}.`,
      `Files: ${patch.files.join(', ')}.`,
      `Once it holds for ${installed}, write ${patch.package}@${installed} in those files and madeFor: '${installed}' in tools/third-party-patches.ts (see docs/architecture.md, "Third-party patches").`,
    ].join('\n');
    expect(installed, advice).toBe(patch.madeFor);
  });

  it.each(THIRD_PARTY_PATCHES.flatMap((patch) => patch.files.map((file) => [file, patch] as const)))('%s names the release it was made for', (file, patch) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text.includes(`${patch.package}@${patch.madeFor}`), `${file} should name ${patch.package}@${patch.madeFor}`).toBe(true);
  });

  it('lists every build-time rewrite next.config.mjs hands modules to', () => {
    const config = readFileSync(path.join(ROOT, 'next.config.mjs'), 'utf8');
    const loaders = [...config.matchAll(/loaders: \['\.\/([^']+)'\]/g)].map((match) => match[1]);
    expect(loaders.length).toBeGreaterThan(0);
    const listed = new Set(THIRD_PARTY_PATCHES.flatMap((patch) => patch.files));
    expect(loaders.filter((loader) => !listed.has(loader!))).toEqual([]);
  });
});
