// Runs independent commands side by side, as many at a time as the machine has cores, in the order given (the
// longest first): npm test's type checks and lint each use one core, and one after another they left the other idle
// (docs/decisions/0041-test-time.md). Each command's output is printed whole when it ends, so lines do not interleave;
// the exit code is non-zero when any command failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Math.min(availableParallelism(), commands.length));
const failed = [];

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n> ${command} (${ok ? 'passed' : `failed: ${signal ?? code}`}, ${seconds} s)\n`);
      process.stdout.write(Buffer.concat(output));
      if (!ok) failed.push(command);
      resolve();
    });
  });
}

const queue = [...commands];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) await run(command);
  }),
);
if (failed.length > 0) {
  process.stdout.write(`\nFailed: ${failed.join('; ')}\n`);
  process.exitCode = 1;
}
