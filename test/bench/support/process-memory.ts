import { readFileSync } from 'node:fs';

/** A process's resident memory (Linux `/proc/<pid>/status`), in MiB; NaN where it is missing. */
export interface ResidentMemory {
  /** VmRSS: resident now. */
  readonly rssMiB: number;
  /** VmHWM: the most it has been resident since it started. */
  readonly peakMiB: number;
}

export function residentMemory(pid: number): ResidentMemory {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    // Not Linux, or the process has exited.
  }
  const mib = (field: string): number => {
    const kib = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1];
    return kib ? Number(kib) / 1024 : Number.NaN;
  };
  return { rssMiB: mib('VmRSS'), peakMiB: mib('VmHWM') };
}
