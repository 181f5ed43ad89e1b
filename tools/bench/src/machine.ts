import { createHash } from 'node:crypto';
import os from 'node:os';

/**
 * The fixed CPU task's fastest time on the 2-core "Intel(R) Xeon(R) Processor" the figures of
 * issue #20 were first set on: that machine's speed index is 100.
 */
const REFERENCE_TASK_MS = 50;
/** Runs of the task; the fastest counts (the one least disturbed by anything else running). */
const TASK_RUNS = 7;

/** One core's worth of the work a request costs the server: sorting, JSON, hashing, string building. */
function fixedCpuTask(): number {
  let state = 20261124;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0);
  const numbers = Array.from({ length: 100_000 }, next).sort((a, b) => a - b);
  const rows = Array.from({ length: 5_000 }, (_, index) => ({
    id: index,
    title: `Product ${numbers[index * 20]}`,
    rating: (numbers[index]! % 50) / 10,
  }));
  const json = JSON.stringify(rows);
  const parsed = JSON.parse(json) as typeof rows;
  const hash = createHash('sha256');
  for (let round = 0; round < 40; round++) hash.update(json);
  return parsed.length + hash.digest()[0]!;
}

/**
 * How fast one core of this machine is next to the reference machine (100; 200 is twice as
 * fast), from the fastest of a few runs of a fixed CPU task, so two reports can be compared.
 */
export function cpuSpeedIndex(): number {
  fixedCpuTask();
  const times = Array.from({ length: TASK_RUNS }, () => {
    const started = performance.now();
    fixedCpuTask();
    return performance.now() - started;
  });
  return Math.round((REFERENCE_TASK_MS / Math.min(...times)) * 100);
}

/** What the figures were measured on, with the CPU speed index. */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'} (CPU speed index ${cpuSpeedIndex()}: tools/bench/src/machine.ts, the reference 2-core Xeon = 100), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
