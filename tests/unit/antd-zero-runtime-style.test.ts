import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appTheme } from '@/components/providers/theme/app-theme';

interface StyleLoader {
  (this: { resourcePath: string }, source: string): string;
  exportsOf(source: string): [string, 'useStyleHook' | 'useClassHook' | 'SubStyle' | 'none'][];
  KEEP: RegExp[];
}

const require = createRequire(import.meta.url);
const loader = require(path.resolve(__dirname, '../../components/providers/theme/zero-runtime-style-loader.cjs')) as StyleLoader;
const antdRoot = path.dirname(require.resolve('antd/es/index.js'));

/** antd/es/<component>/style/<file>.js: the modules the build rule hands to the loader. */
const isComponentStyle = (file: string) => /^[a-z-]+\/style\/[^/]+\.js$/.test(path.relative(antdRoot, file).split(path.sep).join('/'));

function antdFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (full.endsWith('.js')) files.push(full);
    }
  };
  walk(antdRoot);
  return files;
}

function resolveRelative(from: string, spec: string): string | undefined {
  const target = path.resolve(path.dirname(from), spec);
  return [target, `${target}.js`, path.join(target, 'index.js')].find((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

function stubbed(file: string, source: string): boolean {
  return loader.call({ resourcePath: file }, source) !== source;
}

describe('antd style modules under zero-runtime styles', () => {
  it('relies on the theme being zero-runtime and unhashed (the stubs answer an empty hash)', () => {
    expect(appTheme.zeroRuntime).toBe(true);
    expect(appTheme.hashed).toBe(false);
  });

  it('gives every name component code imports from a stubbed style module a working stand-in', () => {
    const problems: string[] = [];
    for (const file of antdFiles()) {
      if (isComponentStyle(file)) continue;
      const source = readFileSync(file, 'utf8');
      for (const [, clause, spec] of source.matchAll(/import\s+([\s\S]*?)\s+from\s+'([^']+)'/g)) {
        if (!spec!.startsWith('.')) continue;
        const target = resolveRelative(file, spec!);
        if (!target || !isComponentStyle(target)) continue;
        const targetSource = readFileSync(target, 'utf8');
        if (!stubbed(target, targetSource)) continue;
        const shapes = new Map(loader.exportsOf(targetSource));
        const named = /\{([^}]*)\}/.exec(clause!)?.[1]?.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!).filter(Boolean) ?? [];
        const hasDefault = /^\s*\w+/.test(clause!.replace(/^type\s+/, '')) && !clause!.trim().startsWith('{');
        for (const name of [...named, ...(hasDefault ? ['default'] : [])]) {
          if (shapes.get(name) === undefined || shapes.get(name) === 'none') {
            problems.push(`${path.relative(antdRoot, file)} reads ${name} from ${path.relative(antdRoot, target)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers the class names antd answers with zeroRuntime', () => {
    const button = path.join(antdRoot, 'button/style/index.js');
    const stub = loader.call({ resourcePath: button }, readFileSync(button, 'utf8'));
    expect(stub).toContain("const useStyleHook = () => ['', cssVarClass()];");
    expect(stub).toContain('export default useStyleHook;');
    // Re-exports from outside the style modules and modules read for values keep their code.
    const configProvider = path.join(antdRoot, 'config-provider/style/index.js');
    expect(stubbed(configProvider, readFileSync(configProvider, 'utf8'))).toBe(false);
    const progress = path.join(antdRoot, 'progress/style/index.js');
    expect(stubbed(progress, readFileSync(progress, 'utf8'))).toBe(false);
  });
});
