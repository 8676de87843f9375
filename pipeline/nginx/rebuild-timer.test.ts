import { onCalendar } from '@/policy/rebuild-schedule';
import { renderRebuildTimer } from './rebuild-timer';
import { testConfig } from '@/tests/config';

describe('onCalendar', () => {
  it('writes a cron expression as a systemd calendar in Europe/Oslo', () => {
    expect(onCalendar('5 4 * * *')).toBe('*-*-* 04:05:00 Europe/Oslo');
    expect(onCalendar('0 6 * * 1-5')).toBe('Mon..Fri *-*-* 06:00:00 Europe/Oslo');
    expect(onCalendar('30 3,15 1 * *')).toBe('*-*-01 03,15:30:00 Europe/Oslo');
    expect(onCalendar('0 */6 * * *')).toBe('*-*-* 00/6:00:00 Europe/Oslo');
    // A range with a step keeps its end; a weekday step is written out.
    expect(onCalendar('0-30/10 4 * * *')).toBe('*-*-* 04:00,10,20,30:00 Europe/Oslo');
    expect(onCalendar('0 4 * * */2')).toBe('Sun,Tue,Thu,Sat *-*-* 04:00:00 Europe/Oslo');
  });

  it('names REBUILD_SCHEDULE when a field has no systemd form', () => {
    expect(() => onCalendar('0 4 * * MON')).toThrow(/REBUILD_SCHEDULE: the weekday field "MON"/);
  });
});

describe('renderRebuildTimer', () => {
  const files = renderRebuildTimer({
    root: '/srv/kulturhuset',
    schedule: undefined,
    siteUrl: 'http://127.0.0.1:3000',
    node: '/usr/bin/node',
  });

  it('emits a timer at the schedule, a one-shot service calling the signed rebuild endpoint, and an example environment file', () => {
    expect(Object.keys(files).sort()).toEqual([
      'kulturhuset-rebuild.env.example',
      'kulturhuset-rebuild.service',
      'kulturhuset-rebuild.timer',
    ]);
    expect(files['kulturhuset-rebuild.timer']).toContain('OnCalendar=*-*-* 04:05:00 Europe/Oslo');
    expect(files['kulturhuset-rebuild.timer']).toContain('Persistent=true');
    const service = files['kulturhuset-rebuild.service'];
    expect(service).toContain('Type=oneshot');
    expect(service).toContain('EnvironmentFile=/etc/kulturhuset/rebuild.env');
    expect(service).toContain(
      'ExecStart=/usr/bin/node /srv/kulturhuset/node_modules/tsx/dist/cli.mjs /srv/kulturhuset/scripts/request-rebuild.ts',
    );
    expect(service).toContain('Environment=REBUILD_URL=http://127.0.0.1:3000/api/rebuild');
    expect(service).toMatch(/^User=kulturhuset$/m);
  });

  it('writes no secret into any file, whatever the environment holds: the build configuration it reads carries none', () => {
    const secret = 'k'.repeat(64);
    const { nginx } = testConfig({
      CONTENTFUL_WEBHOOK_SECRET: secret,
      REBUILD_SCHEDULE: '0 5 * * *',
    }).build;
    expect(JSON.stringify(nginx)).not.toContain(secret);
    const text = Object.values(
      renderRebuildTimer({
        root: '/srv/k',
        schedule: nginx.rebuildSchedule,
        siteUrl: 'http://127.0.0.1:3000',
      }),
    ).join('\n');
    expect(text).not.toContain(secret);
    expect(text).toContain('OnCalendar=*-*-* 05:00:00 Europe/Oslo');
    // The site server reads the same file: it watches the timer's schedule, and starts no build of its own.
    const example = renderRebuildTimer({
      root: '/srv/k',
      schedule: nginx.rebuildSchedule,
      siteUrl: 'http://127.0.0.1:3000',
    })['kulturhuset-rebuild.env.example'];
    expect(example).toMatch(/^REBUILD_SCHEDULER=systemd$/m);
    // Quoted: systemd strips the quotes, and the cron line of the README sources the file in sh.
    expect(example).toMatch(/^REBUILD_SCHEDULE="0 5 \* \* \*"$/m);
  });

  it('keeps the default time when the server schedule is off (the timer replaces it)', () => {
    expect(
      renderRebuildTimer({ root: '/srv/k', schedule: 'off', siteUrl: 'http://127.0.0.1:3000' })[
        'kulturhuset-rebuild.timer'
      ],
    ).toContain('OnCalendar=*-*-* 04:05:00 Europe/Oslo');
  });
});
