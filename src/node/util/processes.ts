import { readFileSync } from 'node:fs';

/**
 * Who made a file that outlives its process (a lock, a temp file): enough to tell, later, whether
 * that process still runs, since a pid alone may by then belong to another program.
 */
export interface ProcessStamp {
  pid: number;
  /** When the process started (Linux: clock ticks since boot, from /proc), if the platform says. */
  start?: string | undefined;
  /** The script it ran (`process.argv[1]`), found again in its command line where readable. */
  command?: string | undefined;
}

const procFile = (pid: number, name: string) => {
  try {
    return readFileSync(`/proc/${pid}/${name}`, 'utf8');
  } catch {
    return undefined;
  }
};

/** A process's start time from /proc/<pid>/stat (field 22), where the platform has /proc. */
function startOf(pid: number): string | undefined {
  const stat = procFile(pid, 'stat');
  // The second field (the program's name, in parentheses) may hold spaces and parentheses.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[19];
}

/** This process's stamp. */
export function ownStamp(): ProcessStamp {
  return { pid: process.pid, start: startOf(process.pid), command: process.argv[1] };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a stamp names still runs: its pid is alive and, where the platform shows
 * them, it started when the stamp says and runs the script the stamp names. A pid taken since by
 * another program (pid 1 holding a two-day-old lock) is not it.
 */
export function stillRunning(stamp: ProcessStamp): boolean {
  if (!alive(stamp.pid)) return false;
  const start = startOf(stamp.pid);
  if (stamp.start !== undefined && start !== undefined && start !== stamp.start) return false;
  const command = procFile(stamp.pid, 'cmdline');
  if (stamp.command && command !== undefined && !command.split('\0').includes(stamp.command))
    return false;
  return true;
}

/** A stamp as written by `stampText`; a bare pid (older docgen) is read as one without details. */
export function parseStamp(text: string): ProcessStamp | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<ProcessStamp>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return undefined;
    return {
      pid: parsed.pid!,
      start: typeof parsed.start === 'string' ? parsed.start : undefined,
      command: typeof parsed.command === 'string' ? parsed.command : undefined,
    };
  } catch {
    return undefined;
  }
}

export const stampText = (stamp: ProcessStamp): string => JSON.stringify(stamp);
