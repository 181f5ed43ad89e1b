import { spawn } from 'node:child_process';

/**
 * Runs one command of the checks. `live`, its output goes straight to this terminal; otherwise it
 * is kept and handed back whole, so steps that run side by side do not interleave their lines.
 */
export async function runStep(command, args, { cwd, env = process.env, live = false }) {
  const started = Date.now();
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const status = await new Promise((resolve) => child.on('close', resolve));
  return {
    passed: status === 0,
    seconds: ((Date.now() - started) / 1000).toFixed(0),
    output: Buffer.concat(output).toString(),
  };
}
