import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseProgrammeShowings, PROGRAMME_SHOWINGS_PATH } from '@/lib/programme-showings';
import { testBuild } from '@/tests/config';
import { contentSet, event, production } from '@/tests/fixtures';
import { programmeShowingsStep } from './programme-showings';

const NOW = new Date('2026-11-26T12:00:00+01:00');
const film = production({ title: 'Høyspent', catalogueNumber: 'DXM2601181', ediNumber: '427040' });
const content = contentSet({
  productions: [film],
  events: [event(film.pageReference, '2026-11-26T20:30:00+01:00')],
});
let outDir = '';

beforeEach(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'kh-programme-showings-'));
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

const run = (filmclub: { partnerId: 118; baseUrl: string } | null) =>
  programmeShowingsStep.run({
    root: outDir,
    outDir,
    content,
    build: testBuild({}, NOW),
    filmclub,
  });

describe('programme showings step', () => {
  it('writes the programme the watch list reads in a build with a film club', async () => {
    await run({ partnerId: 118, baseUrl: 'http://127.0.0.1:1/filmclub/118' });
    const file = path.join(outDir, PROGRAMME_SHOWINGS_PATH.slice(1));
    const programme = parseProgrammeShowings(JSON.parse(await readFile(file, 'utf8')));
    expect(programme.films.map((entry) => entry.title)).toEqual(['Høyspent']);
    expect(programme.films[0]?.showings.map((showing) => showing.start)).toEqual([
      '2026-11-26T20:30:00+01:00',
    ]);
  });

  it('writes nothing in a build without one, which has no member screens', async () => {
    await run(null);
    expect(existsSync(path.join(outDir, 'filmklubb'))).toBe(false);
  });
});
