#!/usr/bin/env node
/**
 * Records in package-lock.json the optional native packages built for other platforms
 * (macOS, Windows, Android… builds of next's SWC and unrs-resolver) that this workplace's npm
 * registry does not serve. `npm install` leaves them out of the lock when it cannot fetch them,
 * and `npm ci` then refuses the lock as out of sync. Listed with their `os`/`cpu`, they are
 * skipped on Linux without a download. Run after every `npm install`.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OS = {
  darwin: 'darwin',
  win32: 'win32',
  windows: 'win32',
  android: 'android',
  freebsd: 'freebsd',
  openbsd: 'openbsd',
  netbsd: 'netbsd',
  sunos: 'sunos',
  aix: 'aix',
  openharmony: 'openharmony',
  linux: 'linux',
};
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

/** `os`, `cpu` and `libc` of a platform package from its name, e.g. `@next/swc-win32-arm64-msvc`, `@rollup/rollup-linux-x64-musl`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((part) => OS[part]).find(Boolean);
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return os && cpu ? { os, cpu, libc } : undefined;
}

/** This machine's libc: glibc unless Node reports none (musl). */
const LIBC = process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (!platform || lock.packages[`node_modules/${name}`] || lock.packages[nested]) continue;
    if (
      platform.os === process.platform &&
      platform.cpu === process.arch &&
      (platform.libc ?? LIBC) === LIBC
    )
      continue;
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      license: 'MIT',
      optional: true,
      os: [platform.os],
      ...(platform.libc && { libc: [platform.libc] }),
    };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length
    ? `lock: recorded ${added.length} foreign-platform packages`
    : 'lock: nothing to record',
);
