// Counts the CPU each step of the test command uses, whatever becomes of its processes.
// Reaped-children times (/proc/self/stat cutime) miss what a step leaves to run on its own and
// what is re-parented to init: Playwright's browsers and web servers, the build's workers. So each
// step is started with a marker in its environment, which every process under it inherits (also
// across setsid), and once a second every process on the machine is read: its CPU since the last
// reading goes to the step named in its environment, or, for a process started with an environment
// of its own (Chromium's zygote clears it for its renderers), to its parent's step. A process living
// less than a second between two readings is missed; the machine's own total (/proc/stat) is exact
// and printed beside.
import { readdirSync, readFileSync } from 'node:fs';

export const STEP_MARKER = 'TEST_SUITE_STEP';
const TICKS_PER_SECOND = 100;

function readOr(file, fallback) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/** The step named in a process's environment; null when it names none. */
function markedStep(pid) {
  const environ = readOr(`/proc/${pid}/environ`, '');
  const entry = environ.split('\0').find((pair) => pair.startsWith(`${STEP_MARKER}=`));
  return entry ? entry.slice(STEP_MARKER.length + 1) : null;
}

function parentOf(pid) {
  const stat = readOr(`/proc/${pid}/stat`, '');
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] : null;
}

/** The step a process belongs to: its own marker, else its nearest ancestor's; null for none. */
function stepOf(pid, known) {
  for (let at = pid, depth = 0; at && at !== '1' && at !== '0' && depth < 12; at = parentOf(at), depth += 1) {
    const step = known.get(at)?.step ?? markedStep(at);
    if (step) return step;
  }
  return null;
}

/** A process's own user + system ticks (fields 14 and 15 of its stat line). */
function ownTicks(pid) {
  const stat = readOr(`/proc/${pid}/stat`, '');
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 22 (start time) tells a reused pid from the process that had it before.
  return { ticks: Number(fields[11]) + Number(fields[12]), started: fields[19] };
}

/** Busy ticks of the whole machine (every field of /proc/stat's cpu line but idle and iowait). */
function machineBusyTicks() {
  const line = readOr('/proc/stat', '').split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = values;
  return user + nice + system + irq + softirq + steal;
}

export function startCpuSampler(intervalMs = 1000) {
  const perStep = new Map();
  /** pid → { step, started, ticks } as last read. */
  const known = new Map();
  const machineAtStart = machineBusyTicks();
  const sample = () => {
    let pids;
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const pid of pids) {
      const now = ownTicks(pid);
      if (!now) continue;
      let seen = known.get(pid);
      if (!seen || seen.started !== now.started) {
        seen = { step: stepOf(pid, known), started: now.started, ticks: 0 };
        known.set(pid, seen);
      }
      if (seen.step) perStep.set(seen.step, (perStep.get(seen.step) ?? 0) + (now.ticks - seen.ticks));
      seen.ticks = now.ticks;
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    /** CPU-minutes counted so far for a step. */
    minutesOf: (step) => (perStep.get(step) ?? 0) / TICKS_PER_SECOND / 60,
    /** CPU-minutes the whole machine has been busy since the sampler started. */
    machineMinutes: () => (machineBusyTicks() - machineAtStart) / TICKS_PER_SECOND / 60,
    stop: () => {
      sample();
      clearInterval(timer);
    },
  };
}
