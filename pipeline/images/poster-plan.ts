/**
 * Which scene, composition and colours each production's poster gets, and the alt text that says
 * so. A film's scene comes from its first genre with a scene (film-scenes.ts; without one, from
 * the hash); a culture production's from its type and genres, else its title (culture-scenes.ts).
 * The composition and palette come from a stable hash of its catalogue number and title. Two
 * posters of one scene never share a composition while fewer than six share the scene: in
 * catalogue-number order, a poster whose composition is taken moves to the next free one, so a
 * new production (a higher number) does not change the posters already drawn.
 */
import { hashSeed } from './canvas';
import type { Kind } from './classify';
import { cultureSceneOf } from './culture-scenes';
import { FILM_SCENES, type FilmScene } from './film-scenes';
import { PALETTES } from './palettes';
import { COMPOSITIONS } from './scene-kit';
import { sceneSays, type Scene } from './scenes';

/** What a poster shows: recorded on the SVG (`data-scene`, `data-composition`) and in its alt text. */
export interface PlannedPoster {
  scene: Scene;
  composition: number;
  /** Index into PALETTES[kind]. */
  palette: number;
  alt: string;
}

/** What the plan needs of a poster asset. */
export interface PosterInput {
  url: string;
  title: string;
  /** The palette kind: `film` draws a film scene, the rest a culture scene. */
  kind: Kind;
  /** The production's type label (`Konsert`, `Standup`); empty for films. */
  typeText: string;
  genres: readonly string[];
  /** The catalogue number: the order in which posters claim compositions. */
  order: string;
}

/** «drama», «drama og thriller», «animasjon, familie og eventyr». */
function genreText(genres: readonly string[]): string {
  const lower = genres.map((genre) => genre.toLowerCase());
  if (lower.length < 2) return lower.join('');
  return `${lower.slice(0, -1).join(', ')} og ${lower.at(-1) ?? ''}`;
}

/** The first of `genres` that has a film scene; a film with none gets one by `hash` (of its title). */
export function sceneOf(genres: readonly string[], hash: number): FilmScene {
  for (const genre of genres) {
    const scene = FILM_SCENES.find((name) => name === genre.toLowerCase());
    if (scene) return scene;
  }
  return FILM_SCENES[hash % FILM_SCENES.length] ?? 'drama';
}

/** The alt text of a poster: title, genres (else type), what the drawing shows, where, and on what colour. */
export function posterAlt(
  input: PosterInput,
  scene: Scene,
  composition: number,
  palette: number,
): string {
  const genres = genreText(
    input.genres.length > 0 ? input.genres : [input.typeText].filter(Boolean),
  );
  const place = COMPOSITIONS[composition]?.place ?? '';
  const background = PALETTES[input.kind][palette]?.name ?? 'mørk';
  return `Plakat for «${input.title}»${genres ? `, ${genres}` : ''}: ${sceneSays(scene)}, ${place}, på ${background} bakgrunn`;
}

/**
 * The poster of each production in `inputs`, by URL. Deterministic: the same inputs
 * give the same plan whatever their order.
 */
export function planPosters(inputs: readonly PosterInput[]): Map<string, PlannedPoster> {
  const plan = new Map<string, PlannedPoster>();
  const taken = new Map<Scene, Set<number>>();
  const sorted = [...inputs].sort(
    (a, b) => a.order.localeCompare(b.order) || a.url.localeCompare(b.url),
  );
  for (const input of sorted) {
    if (plan.has(input.url)) continue;
    const hash = hashSeed(`${input.order}|${input.title}`);
    const scene =
      input.kind === 'film'
        ? sceneOf(input.genres, hash >>> 16)
        : cultureSceneOf(input.typeText, input.genres, input.title);
    const used = taken.get(scene) ?? new Set<number>();
    taken.set(scene, used);
    let composition = hash % COMPOSITIONS.length;
    for (let step = 0; step < COMPOSITIONS.length && used.has(composition); step += 1)
      composition = (composition + 1) % COMPOSITIONS.length;
    used.add(composition);
    const palette = (hash >>> 8) % PALETTES[input.kind].length;
    plan.set(input.url, {
      scene,
      composition,
      palette,
      alt: posterAlt(input, scene, composition, palette),
    });
  }
  return plan;
}
