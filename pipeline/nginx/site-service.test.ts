import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { renderSiteService, SERVICE_USER } from './site-service';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';

afterAll(removeTemporaryFolders);

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const root = path.resolve(__dirname, '..', '..');
const unit = renderSiteService({
  root,
  siteDir: path.join(root, 'out'),
  port: 3000,
  node: process.execPath,
});
const lines = unit.split('\n');
const values = (key: string) =>
  lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));

describe('renderSiteService', () => {
  it('runs the site server with node itself as an unprivileged user, restarting it on failure with a pause and a start limit', () => {
    expect(values('ExecStart')).toEqual([
      `${process.execPath} --import tsx ${path.join(root, 'scripts', 'start.ts')}`,
    ]);
    expect(values('User')).toEqual([SERVICE_USER]);
    expect(SERVICE_USER).not.toBe('root');
    expect(values('WorkingDirectory')).toEqual([root]);
    expect(values('Restart')).toEqual(['on-failure']);
    expect(values('RestartSec')).toEqual(['10s']);
    expect(values('StartLimitBurst')).toEqual(['5']);
    expect(values('StartLimitIntervalSec')).toEqual(['10min']);
    expect(values('Environment')).toEqual(
      expect.arrayContaining(['PORT=3000', 'SITE_DIR=out', 'NODE_ENV=production']),
    );
  });

  it('reads the secrets from the timer’s environment file and leaves SKIP_BUILD to it', () => {
    expect(values('EnvironmentFile')).toEqual(['/etc/kulturhuset/rebuild.env']);
    expect(values('Environment').some((value) => value.startsWith('SKIP_BUILD'))).toBe(false);
    expect(unit).toMatch(/SKIP_BUILD=1: it serves what the site folder holds/);
  });

  it('is sandboxed, writable only in the project folder and not in its code or packages', () => {
    for (const option of [
      'ProtectSystem=strict',
      'ProtectHome=yes',
      'PrivateTmp=yes',
      'PrivateDevices=yes',
      'NoNewPrivileges=yes',
      'CapabilityBoundingSet=',
      'RestrictSUIDSGID=yes',
      'SystemCallFilter=@system-service',
    ])
      expect(lines).toContain(option);
    expect(values('ReadWritePaths')).toEqual([root, `-${root}/node_modules/.cache`]);
    expect(values('ReadOnlyPaths')).toEqual(
      expect.arrayContaining([
        `-${root}/node_modules`,
        `-${root}/next.config.js`,
        `-${root}/app`,
        `-${root}/scripts`,
        `-${root}/server`,
      ]),
    );
    // Each read-only path is one of the project's (a renamed folder would silently lose its protection).
    for (const entry of values('ReadOnlyPaths').filter((entry) => !entry.endsWith('/.git')))
      expect({ entry, exists: existsSync(entry.slice(1)) }).toEqual({ entry, exists: true });
    // V8's JIT writes and runs machine code: the server would not start.
    expect(values('MemoryDenyWriteExecute')).toEqual([]);
  });

  it('grants a site folder outside the project its folder and builds', () => {
    const outside = renderSiteService({ root: '/srv/k', siteDir: '/var/www/site', port: 3000 });
    expect(outside).toContain('ReadWritePaths=-/var/www/site\n');
    expect(outside).toContain('ReadWritePaths=-/var/www/site.builds\n');
    expect(outside).toContain('Environment=SITE_DIR=/var/www/site\n');
  });

  it('passes systemd-analyze verify without a warning', async () => {
    // The tool exists on the project's machines (Debian's systemd); a machine without it still checks the content above.
    if (!existsSync(SYSTEMD_ANALYZE)) {
      console.warn(`${SYSTEMD_ANALYZE} is missing: the unit is not verified on this machine.`);
      return;
    }
    const folder = await temporaryFolder('site-service');
    const file = path.join(folder, 'kulturhuset-site.service');
    await writeFile(file, unit);
    // No systemd as PID 1 here (a container): no manual pages and no generators to consult.
    const { stdout, stderr } = await promisify(execFile)(
      SYSTEMD_ANALYZE,
      ['verify', '--man=no', '--generators=no', file],
      { timeout: 60_000 },
    );
    // verify exits 0 on unknown keys and bad values ("ignoring"): its warnings fail the test.
    expect(`${stdout}${stderr}`).toBe('');
  }, 90_000);
});
