import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeAlts } from './alt-text';
import { collectAssets, type AssetRef } from './assets';
import { drawSvg } from './draw';
import { planFilmPosters, type FilmPosterInput } from './film-plan';

const film = (n: number, genres: string[]): FilmPosterInput => ({
  url: `/images/productions/film-${n}-poster.svg`,
  title: `Film ${n}`,
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

describe('film posters', () => {
  test('films of one genre get different compositions, whatever order they come in', () => {
    const dramas = [1, 2, 3, 4, 5, 6].map((n) => film(n, ['Drama']));
    const plan = planFilmPosters(dramas);
    const compositions = dramas.map((input) => plan.get(input.url)?.composition);
    expect(compositions.every((value) => value !== undefined)).toBe(true);
    expect(new Set(compositions).size).toBe(6);
    expect(planFilmPosters([...dramas].reverse())).toEqual(plan);
  });

  test('a new film does not change the posters already drawn', () => {
    const before = planFilmPosters([film(1, ['Drama']), film(2, ['Drama'])]);
    const after = planFilmPosters([film(1, ['Drama']), film(2, ['Drama']), film(3, ['Drama'])]);
    for (const [url, planned] of before) expect(after.get(url)).toEqual(planned);
  });

  test('the genre picks the scene, and the alt text says what the poster shows', () => {
    const plan = planFilmPosters([film(1, ['Skrekk']), film(2, ['Romantikk', 'Drama'])]);
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
    const plan = planFilmPosters(assets);
    for (const asset of assets) asset.film = plan.get(asset.url);
    const [first, second] = assets.map((asset) => drawSvg(asset));
    expect(first).toContain('data-scene="komedie"');
    expect(structure(first ?? '')).not.toBe(structure(second ?? ''));
    expect(drawSvg({ ...poster(1, ['Komedie']), film: plan.get(film(1, []).url) })).toBe(first);
  });

  test('the committed film posters and their alt texts are what `npm run images` makes of the content', () => {
    const { assets } = collectAssets(repoRoot);
    const films = assets.filter(
      (asset) => asset.kind === 'film' && asset.type === 'poster' && asset.order !== '',
    );
    expect(films.length).toBeGreaterThan(3);
    const plan = planFilmPosters(films);
    for (const asset of films) {
      const planned = plan.get(asset.url);
      expect(asset.alt).toBe(planned?.alt);
      const committed = readFileSync(path.join(repoRoot, 'public', asset.url), 'utf8');
      expect(committed).toBe(drawSvg({ ...asset, film: planned }));
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
