import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { programmeShowings } from '@/engine';
import { PROGRAMME_SHOWINGS_PATH } from '@/lib/programme-showings';
import type { PostExportStep } from './step';

/**
 * Writes the programme the watch list reads (`filmklubb/programme-showings.json`, engine
 * programmeShowings) in a build with a film club; a build without one has no member screens and
 * gets no file. Pre-compressed with the rest; the service worker caches it network-first.
 */
export const programmeShowingsStep: PostExportStep = {
  name: 'programme showings',
  async run({ outDir, content, build, filmclub }) {
    if (!filmclub) return;
    const file = path.join(outDir, PROGRAMME_SHOWINGS_PATH.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(programmeShowings(content, build.clock)));
  },
};
