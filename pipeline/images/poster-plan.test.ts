import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAlts } from './alt-text';
import { collectAssets, type AssetRef } from './assets';
import { drawSvg } from './draw';
import { planPosters, type PosterInput } from './poster-plan';

const film = (n: number, genres: string[]): PosterInput => ({
  url: `/images/productions/film-${n}-poster.svg`,
  title: `Film ${n}`,
  kind: 'film',
  typeText: '',
  genres,
  order: `DXM${String(n).padStart(5, '0')}`,
});

/** What a poster shows with its colours removed: the shapes' elements, without fills and opacities. */
function structure(svg: string): string {
  return svg
    .replace(/(fill|stop-color|stroke)="#[0-9a-f]+"/gi, '')
    .replace(/<title.*<\/title>/, '');
}

const repoRoot = path.resolve(__dirname, '../..');

function poster(n: number, genres: string[]): AssetRef {
  const input = film(n, genres);
  return {
    ...input,
    type: 'poster',
    alt: '',
    width: 600,
    height: 900,
    focal: { x: 0.5, y: 0.5 },
    kind: 'film',
    motif: 'film',
    label: genres.join(' · '),
    file: `content/productions/film-${n}.json`,
    genres,
  };
}

const culture = (
  n: number,
  typeText: string,
  genres: string[],
  title = `Kultur ${n}`,
): AssetRef => ({
  url: `/images/productions/kultur-${n}-poster.svg`,
  title,
  kind: 'culture',
  typeText,
  genres,
  order: `KU${String(n).padStart(4, '0')}`,
  type: 'poster',
  alt: '',
  width: 600,
  height: 900,
  focal: { x: 0.5, y: 0.5 },
  motif: 'culture',
  label: typeText,
  file: `content/productions/kultur-${n}.json`,
});

describe('film posters', () => {
  test('films of one genre get different compositions, whatever order they come in', () => {
    const dramas = [1, 2, 3, 4, 5, 6].map((n) => film(n, ['Drama']));
    const plan = planPosters(dramas);
    const compositions = dramas.map((input) => plan.get(input.url)?.composition);
    expect(compositions.every((value) => value !== undefined)).toBe(true);
    expect(new Set(compositions).size).toBe(6);
    expect(planPosters([...dramas].reverse())).toEqual(plan);
  });

  test('a new film does not change the posters already drawn', () => {
    const before = planPosters([film(1, ['Drama']), film(2, ['Drama'])]);
    const after = planPosters([film(1, ['Drama']), film(2, ['Drama']), film(3, ['Drama'])]);
    for (const [url, planned] of before) expect(after.get(url)).toEqual(planned);
  });

  test('the genre picks the scene, and the alt text says what the poster shows', () => {
    const plan = planPosters([film(1, ['Skrekk']), film(2, ['Romantikk', 'Drama'])]);
    expect(plan.get(film(1, []).url)?.scene).toBe('skrekk');
    expect(plan.get(film(1, []).url)?.alt).toMatch(
      /^Plakat for «Film 1», skrekk: en fullmåne bak nakne trær, .+, på .+ bakgrunn$/,
    );
    expect(plan.get(film(2, []).url)?.alt).toMatch(
      /^Plakat for «Film 2», romantikk og drama: to hjerter som overlapper, /,
    );
  });

  test('two films of one genre are different drawings with the colours removed; one film is the same bytes', () => {
    const assets = [poster(1, ['Komedie']), poster(2, ['Komedie'])];
    const plan = planPosters(assets);
    for (const asset of assets) asset.planned = plan.get(asset.url);
    const [first, second] = assets.map((asset) => drawSvg(asset));
    expect(first).toContain('data-scene="komedie"');
    expect(structure(first ?? '')).not.toBe(structure(second ?? ''));
    expect(drawSvg({ ...poster(1, ['Komedie']), planned: plan.get(film(1, []).url) })).toBe(first);
  });

  test('the committed production posters and their alt texts are what `npm run images` makes of the content', () => {
    const { assets } = collectAssets(repoRoot);
    const posters = assets.filter((asset) => asset.type === 'poster' && asset.order !== '');
    expect(posters.filter((asset) => asset.kind === 'film').length).toBeGreaterThan(3);
    expect(posters.filter((asset) => asset.kind !== 'film').length).toBeGreaterThan(3);
    const plan = planPosters(posters);
    for (const asset of posters) {
      const planned = plan.get(asset.url);
      expect(asset.alt).toBe(planned?.alt);
      const committed = readFileSync(path.join(repoRoot, 'public', asset.url), 'utf8');
      expect(committed).toBe(drawSvg({ ...asset, planned }));
    }
  });

  test('the alt text is written into the content file that references the poster', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'alt-text-'));
    const file = 'film.json';
    const url = '/images/productions/film-1-poster.svg';
    writeFileSync(
      path.join(root, file),
      `${JSON.stringify({ title: 'Film 1', assets: [{ type: 'poster', url, alt: 'old' }] }, null, 2)}\n`,
    );
    expect(writeAlts(root, [{ file, url, alt: 'Plakat for «Film 1»: ny' }])).toEqual([file]);
    expect(readFileSync(path.join(root, file), 'utf8')).toContain(
      '"alt": "Plakat for «Film 1»: ny"',
    );
    expect(writeAlts(root, [{ file, url, alt: 'Plakat for «Film 1»: ny' }])).toEqual([]);
  });
});

describe('culture posters', () => {
  test('the scene comes from the type and genres, most specific first, else the title, else a stage', () => {
    const inputs = [
      culture(1, 'Konsert', ['Konsert', 'Jazz']),
      culture(2, 'Konsert', ['Konsert', 'Korps', 'Jul']),
      culture(3, 'Festivaler', ['Festival', 'Konsert']),
      culture(4, 'Standup', ['Standup', 'Humor']),
      culture(5, 'Barn og familie', ['Barneteater']),
      culture(6, '', [], 'Kunstutstilling i foajeen'),
      culture(7, 'Arrangement', [], 'Åpen dag'),
    ];
    const plan = planPosters(inputs);
    expect(inputs.map((input) => plan.get(input.url)?.scene)).toEqual([
      'jazz',
      'korps',
      'festival',
      'standup',
      'barneteater',
      'utstilling',
      'scene',
    ]);
    expect(plan.get(inputs[0]?.url ?? '')?.alt).toMatch(
      /^Plakat for «Kultur 1», konsert og jazz: en saksofon i et varmt lys, .+, på .+ bakgrunn$/,
    );
    expect(plan.get(inputs[6]?.url ?? '')?.alt).toMatch(
      /^Plakat for «Åpen dag», arrangement: et spotlys på en tom scene, /,
    );
  });

  test('six shows of one type get six compositions', () => {
    const shows = [1, 2, 3, 4, 5, 6].map((n) => culture(n, 'Standup', ['Standup', 'Humor']));
    const plan = planPosters(shows);
    const shapes = shows.map(
      (input) => `${plan.get(input.url)?.scene}/${plan.get(input.url)?.composition}`,
    );
    expect(shapes.every((shape) => shape.startsWith('standup/'))).toBe(true);
    expect(new Set(shapes).size).toBe(6);
  });

  test('every culture scene is a drawing of its own with the colours removed', () => {
    const kinds: Array<[string, string[]]> = [
      ['Marked', []],
      ['Leir', []],
      ['Festival', []],
      ['Standup', []],
      ['Barneteater', []],
      ['Teater', []],
      ['Dans', []],
      ['Konsert', ['Jazz']],
      ['Konsert', ['Korps']],
      ['Konsert', ['Klassisk']],
      ['Konsert', ['Viser']],
      ['Konsert', []],
      ['Utstilling', []],
      ['Foredrag', []],
      ['Bad', []],
      ['Håndballkamp', []],
      ['Innebandy', []],
      ['Idrett', []],
      ['Arrangement', []],
    ];
    const assets = kinds.map(([typeText, genres], index) =>
      culture(index + 1, typeText, genres, 'Samme tittel'),
    );
    const plan = planPosters(assets);
    const scenes = new Set(assets.map((asset) => plan.get(asset.url)?.scene));
    expect(scenes.size).toBe(kinds.length);
    // The same composition for all, so only the scene can make them differ.
    const drawings = assets.map((asset) => {
      const planned = plan.get(asset.url);
      return structure(drawSvg({ ...asset, planned: planned && { ...planned, composition: 2 } }));
    });
    expect(new Set(drawings).size).toBe(kinds.length);
  });
});
