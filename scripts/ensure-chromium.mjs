#!/usr/bin/env node
/**
 * Makes sure the Chromium that the browser tests drive is installed (CHROMIUM_PATH, else /usr/bin/chromium).
 * On Debian, as root, installs it with apt-get; otherwise says how to install it and fails: the browser tests
 * are never skipped silently.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(chromium)) {
  console.log(`Chromium found: ${chromium}`);
  process.exit(0);
}

if (process.env.CHROMIUM_PATH) {
  console.error(
    `CHROMIUM_PATH is set to ${chromium}, but no executable is there. Point it at a Chromium or Chrome binary.`,
  );
  process.exit(1);
}

const isDebian = existsSync('/etc/debian_version');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isDebian && isRoot) {
  console.log('Chromium is missing: installing it with apt-get (Debian package chromium)...');
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'inherit' });
  if (result.status === 0 && isExecutable(chromium)) {
    console.log(`Chromium installed: ${chromium}`);
    process.exit(0);
  }
  console.error('Installing Chromium with apt-get failed; see the output above.');
  process.exit(1);
}

console.error(
  [
    `The browser tests need Chromium, and none was found at ${chromium}.`,
    isDebian
      ? 'Install it as root: apt-get update && apt-get install -y chromium'
      : 'Install Chromium or Google Chrome with your system package manager,',
    'or set CHROMIUM_PATH to the browser executable, then run npm run test:e2e again.',
  ].join('\n'),
);
process.exit(1);
