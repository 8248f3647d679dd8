import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_FILES_OWN_MODULES } from '../../vitest.config.mjs';

/** What a unit file does that would reach the files after it in a shared module registry. */
const CHANGES_SHARED_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\(/;

const unitFiles = (readdirSync('tests/unit', { recursive: true }) as string[])
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => path.posix.join('tests/unit', name.split(path.sep).join('/')));

describe('unit files that change shared state', () => {
  it('each run apart, in the unit-isolated project', () => {
    const sharing = unitFiles.filter((file) => CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')) && !UNIT_FILES_OWN_MODULES.includes(file));
    expect(sharing).toEqual([]);
  });

  it('are listed by paths that exist', () => {
    expect(UNIT_FILES_OWN_MODULES.filter((file) => !unitFiles.includes(file))).toEqual([]);
  });
});
