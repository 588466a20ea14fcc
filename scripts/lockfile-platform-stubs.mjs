#!/usr/bin/env node
// The npm registry mirror reachable from this project's machines serves only some
// platform builds of packages such as rollup and pagefind (linux glibc ones, say).
// `npm install` then leaves the other platforms' optional packages out of
// package-lock.json, and `npm ci` refuses that lockfile ("Missing: ... from lock file").
//
// This script adds a stub lock entry (version, optional, os/cpu/libc) for every
// optional dependency that the lockfile names but does not contain. npm skips such
// entries on a non-matching platform, so `npm ci` works here and on other machines.
// It is idempotent and runs as the root `postinstall`; `--check` only reports.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lockPath = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const checkOnly = process.argv.includes('--check');

let lock;
try {
  lock = JSON.parse(readFileSync(lockPath, 'utf8'));
} catch {
  process.exit(0); // no lockfile yet: nothing to do
}
const pkgs = lock.packages ?? {};

const OS = [
  ['darwin', 'darwin'],
  ['win32', 'win32'],
  ['windows', 'win32'],
  ['freebsd', 'freebsd'],
  ['openbsd', 'openbsd'],
  ['netbsd', 'netbsd'],
  ['android', 'android'],
  ['openharmony', 'openharmony'],
  ['sunos', 'sunos'],
  ['aix', 'aix'],
  ['linux', 'linux'],
];
const CPU = ['x64', 'arm64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'arm'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const entry = {};
  const os = OS.find(([token]) => parts.includes(token));
  if (os) entry.os = [os[1]];
  const cpu = CPU.find((token) => parts.includes(token));
  if (cpu) entry.cpu = [cpu];
  if (parts.some((p) => p.startsWith('musl'))) entry.libc = ['musl'];
  else if (os?.[1] === 'linux' && parts.some((p) => p.startsWith('gnu'))) entry.libc = ['glibc'];
  return entry;
}

// Node-style lookup: node_modules/<name> beside `from`, then in each ancestor.
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (pkgs[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

const added = [];
for (const [path, meta] of Object.entries(pkgs)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(path, name)) continue;
    const version = String(spec).replace(/^[\^~=v]+/, '');
    const top = `node_modules/${name}`;
    const key = pkgs[top] ? `${path}/node_modules/${name}` : top;
    const platform = platformOf(name);
    if (!platform.os) console.warn(`lockfile-platform-stubs: cannot tell the platform of ${name}`);
    pkgs[key] = { version, ...platform, optional: true };
    added.push(`${name}@${version}`);
  }
}

if (added.length === 0) process.exit(0);
if (checkOnly) {
  console.error(
    `lockfile-platform-stubs: ${added.length} optional platform packages missing from package-lock.json:`,
  );
  for (const a of added) console.error(`  ${a}`);
  console.error('Run: node scripts/lockfile-platform-stubs.mjs');
  process.exit(1);
}
const sorted = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile-platform-stubs: added ${added.length} stub entries to package-lock.json`);
