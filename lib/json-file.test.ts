import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { readJsonFile } from './json-file';

afterAll(removeTemporaryFolders);

const redirects = z.array(z.object({ from: z.string(), status: z.number() }));

async function fileWith(text: string): Promise<string> {
  const file = path.join(await temporaryFolder('json-file'), 'redirects.json');
  await writeFile(file, text);
  return file;
}

describe('readJsonFile', () => {
  it('returns the parsed value of a file that fits the schema', async () => {
    const file = await fileWith('[{ "from": "/basseng", "status": 308 }]');
    await expect(readJsonFile(file, redirects)).resolves.toEqual([
      { from: '/basseng', status: 308 },
    ]);
  });

  it('refuses a value that does not fit, naming the file and the first issue’s path', async () => {
    const file = await fileWith('[{ "from": "/basseng", "status": 308 }, { "from": "/hall" }]');
    await expect(readJsonFile(file, redirects)).rejects.toThrow(`${file}: 1.status `);
  });

  it('refuses text that is not JSON, naming the file', async () => {
    const file = await fileWith('[{ "from": ');
    await expect(readJsonFile(file, redirects)).rejects.toThrow(`${file}: not JSON`);
  });

  it('passes a missing file on with its code, for callers to whom it is no error', async () => {
    const missing = path.join(await temporaryFolder('json-file'), 'none.json');
    await expect(readJsonFile(missing, redirects)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
