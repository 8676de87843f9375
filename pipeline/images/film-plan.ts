/**
 * Which scene, composition and colours each film poster gets, and the alt text that says so.
 * The scene comes from the film's first genre with a scene (film-scenes.ts; without one, from the
 * hash); the composition and palette from a stable hash of its catalogue number and title. Two
 * films of one scene never share a composition while fewer than six share the scene: in
 * catalogue-number order, a film whose composition is taken moves to the next free one, so a new
 * film (a higher number) does not change the posters already drawn.
 */
import { hashSeed } from './canvas';
import { COMPOSITIONS, FILM_SCENES, sceneSays, type FilmScene } from './film-scenes';

/** What a film poster shows: recorded on the SVG (`data-scene`, `data-composition`) and in its alt text. */
export interface FilmPoster {
  scene: FilmScene;
  composition: number;
  /** Index into PALETTES.film. */
  palette: number;
  alt: string;
}

/** What the plan needs of a poster asset. */
export interface FilmPosterInput {
  url: string;
  title: string;
  genres: readonly string[];
  /** The catalogue number: the order in which films claim compositions. */
  order: string;
}

/** The background of each film palette, in Norwegian, by its index in PALETTES.film. */
const BACKGROUNDS = ['mørkeblå og lilla', 'dyp lilla', 'mørk vinrød', 'mørkeblå'] as const;

/** «drama», «drama og thriller», «animasjon, familie og eventyr». */
function genreText(genres: readonly string[]): string {
  const lower = genres.map((genre) => genre.toLowerCase());
  if (lower.length < 2) return lower.join('');
  return `${lower.slice(0, -1).join(', ')} og ${lower.at(-1) ?? ''}`;
}

/** The first of `genres` that has a scene; a film with none gets one by `hash` (of its title). */
export function sceneOf(genres: readonly string[], hash: number): FilmScene {
  for (const genre of genres) {
    const scene = FILM_SCENES.find((name) => name === genre.toLowerCase());
    if (scene) return scene;
  }
  return FILM_SCENES[hash % FILM_SCENES.length] ?? 'drama';
}

/** The alt text of a film poster: title, genres, what the drawing shows, where, and on what colour. */
export function filmPosterAlt(
  input: FilmPosterInput,
  scene: FilmScene,
  composition: number,
  palette: number,
): string {
  const genres = genreText(input.genres);
  const place = COMPOSITIONS[composition]?.place ?? '';
  return `Plakat for «${input.title}»${genres ? `, ${genres}` : ''}: ${sceneSays(scene)}, ${place}, på ${BACKGROUNDS[palette] ?? 'mørk'} bakgrunn`;
}

/**
 * The poster of each film in `inputs`, by URL. Deterministic: the same inputs
 * give the same plan whatever their order.
 */
export function planFilmPosters(inputs: readonly FilmPosterInput[]): Map<string, FilmPoster> {
  const plan = new Map<string, FilmPoster>();
  const taken = new Map<FilmScene, Set<number>>();
  const sorted = [...inputs].sort(
    (a, b) => a.order.localeCompare(b.order) || a.url.localeCompare(b.url),
  );
  for (const input of sorted) {
    if (plan.has(input.url)) continue;
    const hash = hashSeed(`${input.order}|${input.title}`);
    const scene = sceneOf(input.genres, hash >>> 16);
    const used = taken.get(scene) ?? new Set<number>();
    taken.set(scene, used);
    let composition = hash % COMPOSITIONS.length;
    for (let step = 0; step < COMPOSITIONS.length && used.has(composition); step += 1)
      composition = (composition + 1) % COMPOSITIONS.length;
    used.add(composition);
    const palette = (hash >>> 8) % BACKGROUNDS.length;
    plan.set(input.url, {
      scene,
      composition,
      palette,
      alt: filmPosterAlt(input, scene, composition, palette),
    });
  }
  return plan;
}
