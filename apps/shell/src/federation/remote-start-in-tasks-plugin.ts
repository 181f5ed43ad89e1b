import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../boot/yield-to-browser';

/**
 * Runtime plugin that starts a remote in tasks of its own: its entry script runs in the task of
 * its load event, and the runtime went straight on to the container's init (its share scopes)
 * and to asking for the exposed module in the same task (15-22 ms here, ~100 ms on a phone that
 * ignores taps meanwhile). Yielding before and after the init lets the browser paint and answer
 * input between the three: entry, init, expose.
 */
export default function remoteStartInTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vouch-remote-start-in-tasks',
    beforeInitContainer: inATaskOfItsOwn,
    initContainer: inATaskOfItsOwn,
  };
}

/** A waterfall hook's step that hands the runtime its arguments back in the next task. */
async function inATaskOfItsOwn<T>(args: T): Promise<T> {
  await yieldToBrowser();
  return args;
}
