/** Every poster scene, film and culture, by name: what it says in an alt text and how it is drawn. */
import type { Canvas } from './canvas';
import { CULTURE_SCENE_DRAWINGS, type CultureScene } from './culture-scenes';
import { FILM_SCENE_DRAWINGS, type FilmScene } from './film-scenes';
import type { Composition, SceneDrawing } from './scene-kit';

/** A poster's scene: a film genre's (film-scenes.ts) or a culture event's (culture-scenes.ts). */
export type Scene = FilmScene | CultureScene;

const DRAWINGS: Record<Scene, SceneDrawing> = { ...FILM_SCENE_DRAWINGS, ...CULTURE_SCENE_DRAWINGS };

/** The scene's Norwegian description, main element first («en lav sol over bølgende åser»). */
export function sceneSays(scene: Scene): string {
  return DRAWINGS[scene].says;
}

/** Draws `scene` with its main element where `composition` puts it. */
export function drawScene(c: Canvas, scene: Scene, composition: Composition): string {
  const r = c.w * 0.2 * composition.scale;
  return DRAWINGS[scene].draw(c, c.w * composition.x, c.h * composition.y, r);
}
