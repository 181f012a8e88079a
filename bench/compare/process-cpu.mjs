// CPU time the processes of a server have used (workerd, wrangler, the start script), read from
// /proc: on a machine shared with other work, CPU per request says more than requests per second.
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** Milliseconds of CPU used so far by every process in the given process groups, or NaN without /proc. */
export function groupCpuMs(groups) {
  let ticks = 0;
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return NaN;
  }
  for (const pid of entries) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces: state ppid pgrp … utime stime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (groups.includes(Number(fields[2]))) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while it was being read.
    }
  }
  return ticks * TICK_MS;
}
