// Runs a command and writes the CPU time it and everything under it used, then exits as it did:
//   node scripts/cpu-timed.mjs <out.json> <command> [args…]
// Linux counts a process's CPU into its parent's when the parent reaps it, so once the command is
// reaped here, this process's children's times (/proc/self/stat, cutime and cstime) are the whole
// tree's: vitest's workers, the browser and servers of Playwright, the build's workers. A process
// left running on its own (not waited for) is not counted.
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [out, command, ...args] = process.argv.slice(2);
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system seconds of the reaped children, from /proc/self/stat (fields 16 and 17). */
function childrenSeconds() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The command name may hold spaces: the fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name, field 3 (state) is index 0: cutime is field 16, cstime field 17.
  return { user: Number(fields[13]) / ticksPerSecond, system: Number(fields[14]) / ticksPerSecond };
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  const { user, system } = childrenSeconds();
  writeFileSync(out, JSON.stringify({ userSeconds: user, systemSeconds: system }));
  process.exit(code ?? (signal ? 1 : 0));
});
