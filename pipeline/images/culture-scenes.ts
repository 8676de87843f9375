/**
 * The scenes of culture posters: one picture per kind of event (a saxophone for jazz, two masks
 * for theatre, a microphone for stand-up, a tent for a camp …), chosen from the production's type
 * and genres, else its title, so the posters of /kulturprogram differ in what they show. Drawn like
 * the film scenes, around the anchor of the poster's composition (poster-plan.ts).
 */
import { accent, glow, n, op } from './canvas';
import { firstMatch, type KeywordTable } from './classify';
import { stars, type SceneDrawing } from './scene-kit';

/** The culture scenes, by the words that choose them, most specific first (a festival with a concert is a festival). */
const SCENE_WORDS = [
  ['marked', [], ['marked', 'julemarked']],
  ['leir', ['leir'], ['sommerleir', 'vinterferieleir', 'leirskole']],
  ['festival', [], ['festival', 'bygdefestival']],
  ['standup', [], ['standup', 'humor', 'komikk', 'komiker']],
  ['barneteater', [], ['barneteater', 'dukketeater', 'barneforestilling']],
  ['teater', ['revy'], ['teater', 'forestilling', 'musikal', 'skuespill']],
  ['dans', ['dans'], ['danse', 'ballett']],
  ['jazz', [], ['jazz', 'swing']],
  ['korps', [], ['korps', 'musikkorps', 'janitsjar', 'brassband']],
  ['klassisk', [], ['klassisk', 'orkester', 'kammer', 'symfoni', 'strykekvartett', 'opera']],
  ['viser', ['vise', 'viser', 'singer', 'songwriter'], ['visesang', 'folkemusikk']],
  ['konsert', ['kor', 'band', 'pop', 'rock', 'blues', 'gospel'], ['konsert', 'musikk', 'sang']],
  ['utstilling', [], ['utstilling', 'kunst', 'maleri', 'galleri', 'vernissasje']],
  [
    'foredrag',
    ['bok', 'kurs'],
    ['foredrag', 'lokalhistorie', 'historie', 'opplesning', 'litteratur', 'forfatter', 'samtale'],
  ],
  [
    'bad',
    ['bad', 'badet', 'bading'],
    ['svøm', 'basseng', 'badeland', 'vannaerobic', 'vanngym', 'stup'],
  ],
  ['handball', [], ['håndball']],
  ['innebandy', [], ['innebandy']],
  [
    'idrett',
    ['sport', 'trim', 'kamp', 'cup'],
    ['idrett', 'fotball', 'basket', 'volleyball', 'futsal', 'badminton', 'turnering', 'trening'],
  ],
] as const satisfies KeywordTable<string>;

/** A culture scene: one of the table's, or `scene` (a spotlight on a stage) when nothing matches. */
export type CultureScene = (typeof SCENE_WORDS)[number][0] | 'scene';

/** The scene of a culture production: from its type and genres, else its title, else `scene`. */
export function cultureSceneOf(
  typeText: string,
  genres: readonly string[],
  title: string,
): CultureScene {
  return (
    firstMatch(`${typeText} ${genres.join(' ')}`, SCENE_WORDS) ??
    firstMatch(title, SCENE_WORDS) ??
    'scene'
  );
}

function stroke(d: string, color: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${op(opacity)}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
}

function fill(d: string, color: string, opacity = 1): string {
  return `<path d="${d}" fill="${color}" fill-opacity="${op(opacity)}"/>`;
}

function circle(x: number, y: number, r: number, color: string, opacity = 1): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" fill-opacity="${op(opacity)}"/>`;
}

/** A light cone from the poster's top edge at x down to a floor at `floor`, `half` wide there. */
function cone(x: number, floor: number, half: number, opacity: number): string {
  return fill(
    `M${n(x - half * 0.12)} 0H${n(x + half * 0.12)}L${n(x + half)} ${n(floor)}H${n(x - half)}Z`,
    '#fff',
    opacity,
  );
}

/** A flame standing on x, y, `h` high and `w` wide. */
function flame(x: number, y: number, h: number, w: number, color: string): string {
  return fill(
    `M${n(x)} ${n(y)}Q${n(x - w)} ${n(y - h * 0.35)} ${n(x)} ${n(y - h)}Q${n(x + w)} ${n(y - h * 0.35)} ${n(x)} ${n(y)}Z`,
    color,
  );
}

/** A theatre mask at x, y, size s, turned by `rotate` degrees, smiling or sad. */
function mask(x: number, y: number, s: number, rotate: number, happy: boolean, color: string) {
  const face = `M${n(-0.6 * s)} ${n(-0.7 * s)}Q0 ${n(-0.95 * s)} ${n(0.6 * s)} ${n(-0.7 * s)}Q${n(0.7 * s)} ${n(0.35 * s)} 0 ${n(0.95 * s)}Q${n(-0.7 * s)} ${n(0.35 * s)} ${n(-0.6 * s)} ${n(-0.7 * s)}Z`;
  const eyes = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${n(side * 0.26 * s)}" cy="${n(-0.22 * s)}" rx="${n(0.15 * s)}" ry="${n(0.09 * s)}" transform="rotate(${happy ? 0 : side * -15} ${n(side * 0.26 * s)} ${n(-0.22 * s)})" fill="#000" fill-opacity=".75"/>`,
    )
    .join('');
  const mouth = happy
    ? `M${n(-0.32 * s)} ${n(0.25 * s)}Q0 ${n(0.65 * s)} ${n(0.32 * s)} ${n(0.25 * s)}`
    : `M${n(-0.3 * s)} ${n(0.55 * s)}Q0 ${n(0.2 * s)} ${n(0.3 * s)} ${n(0.55 * s)}`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})">${fill(face, color)}${eyes}${stroke(mouth, '#000', s * 0.09, 0.75)}</g>`;
}

/** A wavy line across x0–x1 at y. */
function wave(x0: number, x1: number, y: number, amplitude: number, periods: number): string {
  const step = (x1 - x0) / (periods * 2);
  let d = `M${n(x0)} ${n(y)}`;
  for (let i = 0; i < periods * 2; i += 1)
    d += `Q${n(x0 + step * (i + 0.5))} ${n(y + (i % 2 === 0 ? -amplitude : amplitude))} ${n(x0 + step * (i + 1))} ${n(y)}`;
  return d;
}

/** A ball with two seams and speed lines behind it (to its left). */
function ball(x: number, y: number, r: number, color: string): string {
  let streaks = '';
  for (let i = 0; i < 3; i += 1) {
    const sy = y - r * 0.6 + i * r * 0.6;
    streaks += `M${n(x - r * (1.4 + i * 0.25))} ${n(sy)}H${n(x - r * (3.2 + i * 0.8))}`;
  }
  return (
    stroke(streaks, '#fff', r * 0.12, 0.6) +
    circle(x, y, r, color) +
    stroke(
      `M${n(x - r)} ${n(y)}Q${n(x)} ${n(y + r * 0.5)} ${n(x + r)} ${n(y)}M${n(x)} ${n(y - r)}Q${n(x - r * 0.5)} ${n(y)} ${n(x)} ${n(y + r)}`,
      '#000',
      r * 0.08,
      0.4,
    )
  );
}

/** The drawing of each culture scene. */
export const CULTURE_SCENE_DRAWINGS: Record<CultureScene, SceneDrawing> = {
  marked: {
    says: 'en markedsbod med stripete tak',
    draw: (c, x, y, r) => {
      const half = r * 1.3;
      const top = y - r * 0.7;
      const eave = y - r * 0.15;
      const width = (half * 2) / 6;
      let roof = '';
      for (let i = 0; i < 6; i += 1) {
        const sx = x - half + i * width;
        const color = i % 2 === 0 ? accent(c, 0) : '#fff';
        roof += fill(
          `M${n(sx)} ${n(top)}h${n(width)}V${n(eave)}a${n(width / 2)} ${n(width / 2)} 0 0 1 ${n(-width)} 0Z`,
          color,
          0.95,
        );
      }
      const posts = `M${n(x - half * 0.9)} ${n(eave)}V${n(y + r * 1.2)}M${n(x + half * 0.9)} ${n(eave)}V${n(y + r * 1.2)}`;
      let goods = '';
      for (let i = 0; i < 4; i += 1)
        goods += circle(x - half * 0.6 + i * half * 0.4, y + r * 0.55, r * 0.16, accent(c, i + 1));
      return (
        stroke(posts, '#fff', r * 0.09, 0.8) +
        roof +
        goods +
        `<rect x="${n(x - half)}" y="${n(y + r * 0.68)}" width="${n(half * 2)}" height="${n(r * 0.45)}" fill="${accent(c, 1)}"/>`
      );
    },
  },
  leir: {
    says: 'et telt ved et bål under stjernene',
    draw: (c, x, y, r) => {
      const base = y + r * 0.9;
      const tx = x - r * 0.45;
      const fx = x + r * 0.95;
      return (
        stars(c, 10, y) +
        fill(
          `M${n(tx - r)} ${n(base)}L${n(tx)} ${n(y - r * 0.6)}L${n(tx + r)} ${n(base)}Z`,
          accent(c, 0),
        ) +
        fill(
          `M${n(tx - r * 0.28)} ${n(base)}L${n(tx)} ${n(y + r * 0.05)}L${n(tx + r * 0.28)} ${n(base)}Z`,
          '#000',
          0.5,
        ) +
        glow(c, fx, base - r * 0.3, r * 0.9, '#f97316', 0.6, 'f') +
        stroke(
          `M${n(fx - r * 0.4)} ${n(base)}L${n(fx + r * 0.4)} ${n(base - r * 0.15)}M${n(fx + r * 0.4)} ${n(base)}L${n(fx - r * 0.4)} ${n(base - r * 0.15)}`,
          '#7c2d12',
          r * 0.12,
        ) +
        flame(fx, base - r * 0.08, r * 0.85, r * 0.38, '#f97316') +
        flame(fx, base - r * 0.08, r * 0.5, r * 0.2, '#fde047')
      );
    },
  },
  festival: {
    says: 'to flaggirlandere med konfetti',
    draw: (c, x, y, r) => {
      let out = '';
      const left = x - r * 2.4;
      const right = x + r * 2.4;
      const size = r * 0.32;
      for (let row = 0; row < 2; row += 1) {
        const y0 = y - r * 0.7 + row * r * 0.8;
        const sag = r * 0.35;
        out += stroke(
          `M${n(left)} ${n(y0)}Q${n(x)} ${n(y0 + sag * 2)} ${n(right)} ${n(y0)}`,
          '#fff',
          r * 0.03 + 1,
          0.7,
        );
        for (let i = 0; i < 8; i += 1) {
          const t = (i + 0.5) / 8;
          const fx = left + t * (right - left);
          const fy = y0 + 4 * t * (1 - t) * sag;
          out += fill(
            `M${n(fx - size / 2)} ${n(fy)}h${n(size)}l${n(-size / 2)} ${n(size * 1.25)}z`,
            accent(c, i + row),
          );
        }
      }
      for (let i = 0; i < 12; i += 1)
        out += circle(
          x + c.rng.range(-1.8, 1.8) * r,
          y + c.rng.range(0.5, 1.5) * r,
          r * c.rng.range(0.04, 0.08),
          accent(c, i),
          0.85,
        );
      return out;
    },
  },
  standup: {
    says: 'en mikrofon på stativ i et spotlys',
    draw: (c, x, y, r) => {
      const floor = y + r * 2;
      return (
        cone(x, floor, r * 1.3, 0.14) +
        `<ellipse cx="${n(x)}" cy="${n(floor)}" rx="${n(r * 1.3)}" ry="${n(r * 0.25)}" fill="#fff" fill-opacity=".15"/>` +
        stroke(`M${n(x)} ${n(y + r * 0.5)}V${n(floor)}`, '#fff', r * 0.06, 0.85) +
        `<ellipse cx="${n(x)}" cy="${n(floor)}" rx="${n(r * 0.45)}" ry="${n(r * 0.09)}" fill="#fff" fill-opacity=".85"/>` +
        stroke(`M${n(x)} ${n(y + r * 0.2)}V${n(y + r * 0.75)}`, '#e5e7eb', r * 0.17) +
        circle(x, y, r * 0.32, accent(c, 0)) +
        stroke(
          `M${n(x - r * 0.32)} ${n(y)}H${n(x + r * 0.32)}M${n(x)} ${n(y - r * 0.32)}V${n(y + r * 0.32)}`,
          '#000',
          r * 0.03,
          0.35,
        )
      );
    },
  },
  barneteater: {
    says: 'en dukketeaterbod med en blid dukke',
    draw: (c, x, y, r) => {
      const half = r * 1.1;
      const top = y - r * 0.8;
      const open = top + r * 1.3;
      const head = top + r * 0.75;
      const curtain = (side: number) =>
        fill(
          `M${n(x + side * half * 0.7)} ${n(top + r * 0.25)}h${n(-side * half * 0.32)}Q${n(x + side * half * 0.5)} ${n(top + r * 0.8)} ${n(x + side * half * 0.7)} ${n(open)}Z`,
          accent(c, 1),
        );
      return (
        fill(
          `M${n(x - half - r * 0.12)} ${n(top)}L${n(x)} ${n(top - r * 0.6)}L${n(x + half + r * 0.12)} ${n(top)}Z`,
          accent(c, 0),
        ) +
        `<rect x="${n(x - half)}" y="${n(top)}" width="${n(half * 2)}" height="${n(r * 2.2)}" fill="${accent(c, 2)}"/>` +
        `<rect x="${n(x - half * 0.7)}" y="${n(top + r * 0.25)}" width="${n(half * 1.4)}" height="${n(r * 1.05)}" fill="#000" fill-opacity=".55"/>` +
        curtain(-1) +
        curtain(1) +
        `<rect x="${n(x - r * 0.22)}" y="${n(head + r * 0.2)}" width="${n(r * 0.44)}" height="${n(open - head - r * 0.2)}" rx="${n(r * 0.08)}" fill="${accent(c, 0)}"/>` +
        circle(x, head, r * 0.28, '#fde68a') +
        circle(x - r * 0.1, head - r * 0.05, r * 0.04, '#000') +
        circle(x + r * 0.1, head - r * 0.05, r * 0.04, '#000') +
        stroke(
          `M${n(x - r * 0.12)} ${n(head + r * 0.08)}Q${n(x)} ${n(head + r * 0.2)} ${n(x + r * 0.12)} ${n(head + r * 0.08)}`,
          '#000',
          r * 0.04,
        ) +
        `<rect x="${n(x - half)}" y="${n(open)}" width="${n(half * 2)}" height="${n(r * 0.12)}" fill="#fff" fill-opacity=".7"/>`
      );
    },
  },
  teater: {
    says: 'to teatermasker, en glad og en trist',
    draw: (c, x, y, r) =>
      glow(c, x, y, r * 1.8, accent(c, 1), 0.45, 'm') +
      mask(x + r * 0.5, y + r * 0.35, r * 0.75, 14, false, '#fff') +
      mask(x - r * 0.45, y, r * 0.85, -14, true, accent(c, 1)),
  },
  dans: {
    says: 'en danser i et svingende skjørt',
    draw: (c, x, y, r) =>
      glow(c, x, y, r * 1.8, accent(c, 1), 0.45, 'd') +
      circle(x, y - r * 0.7, r * 0.18, '#fff') +
      stroke(
        `M${n(x)} ${n(y - r * 0.5)}V${n(y + r * 0.1)}M${n(x - r * 0.8)} ${n(y - r * 0.75)}L${n(x)} ${n(y - r * 0.35)}L${n(x + r * 0.7)} ${n(y - r * 0.6)}M${n(x - r * 0.1)} ${n(y + r * 0.6)}L${n(x - r * 0.3)} ${n(y + r * 1.2)}M${n(x + r * 0.1)} ${n(y + r * 0.6)}L${n(x + r * 0.6)} ${n(y + r * 1.0)}`,
        '#fff',
        r * 0.1,
      ) +
      fill(
        `M${n(x - r * 0.12)} ${n(y)}H${n(x + r * 0.12)}Q${n(x + r * 0.9)} ${n(y + r * 0.3)} ${n(x + r * 1.0)} ${n(y + r * 0.75)}Q${n(x)} ${n(y + r * 0.5)} ${n(x - r * 0.8)} ${n(y + r * 0.8)}Q${n(x - r * 0.7)} ${n(y + r * 0.25)} ${n(x - r * 0.12)} ${n(y)}Z`,
        accent(c, 0),
      ),
  },
  jazz: {
    says: 'en saksofon i et varmt lys',
    draw: (c, x, y, r) => {
      const body = `M${n(x - r * 0.6)} ${n(y - r * 1.05)}Q${n(x - r * 0.2)} ${n(y - r * 1.1)} ${n(x - r * 0.15)} ${n(y - r * 0.75)}V${n(y + r * 0.6)}Q${n(x - r * 0.15)} ${n(y + r * 1.05)} ${n(x + r * 0.25)} ${n(y + r * 1.05)}Q${n(x + r * 0.6)} ${n(y + r * 1.05)} ${n(x + r * 0.6)} ${n(y + r * 0.55)}V${n(y + r * 0.25)}`;
      let keys = '';
      for (let i = 0; i < 5; i += 1)
        keys += circle(x - r * 0.15, y - r * 0.4 + i * r * 0.22, r * 0.07, '#fff', 0.85);
      return (
        glow(c, x, y, r * 1.9, accent(c, 1), 0.45, 'j') +
        stroke(body, accent(c, 0), r * 0.26) +
        `<ellipse cx="${n(x + r * 0.6)}" cy="${n(y + r * 0.17)}" rx="${n(r * 0.34)}" ry="${n(r * 0.14)}" fill="${accent(c, 0)}"/>` +
        `<ellipse cx="${n(x + r * 0.6)}" cy="${n(y + r * 0.17)}" rx="${n(r * 0.25)}" ry="${n(r * 0.08)}" fill="#000" fill-opacity=".4"/>` +
        keys +
        stroke(`M${n(x - r * 0.68)} ${n(y - r * 1.05)}H${n(x - r * 0.5)}`, '#000', r * 0.14, 0.7)
      );
    },
  },
  korps: {
    says: 'en tromme med to trommestikker',
    draw: (c, x, y, r) => {
      const half = r * 0.9;
      const top = y - r * 0.1;
      const bottom = top + r * 0.8;
      const rim = r * 0.25;
      let zigzag = `M${n(x - half)} ${n(top + r * 0.1)}`;
      for (let i = 1; i <= 8; i += 1)
        zigzag += `L${n(x - half + (i * half * 2) / 8)} ${n(i % 2 === 1 ? bottom : top + r * 0.1)}`;
      return (
        fill(
          `M${n(x - half)} ${n(top)}V${n(bottom)}A${n(half)} ${n(rim)} 0 0 0 ${n(x + half)} ${n(bottom)}V${n(top)}Z`,
          accent(c, 0),
        ) +
        stroke(zigzag, '#fff', r * 0.04, 0.85) +
        stroke(
          `M${n(x - half)} ${n(bottom)}A${n(half)} ${n(rim)} 0 0 0 ${n(x + half)} ${n(bottom)}`,
          accent(c, 1),
          r * 0.09,
        ) +
        `<ellipse cx="${n(x)}" cy="${n(top)}" rx="${n(half)}" ry="${n(rim)}" fill="#f8fafc" stroke="${accent(c, 1)}" stroke-width="${n(r * 0.09)}"/>` +
        stroke(
          `M${n(x - r * 0.2)} ${n(top - r * 0.05)}L${n(x - r * 1.1)} ${n(top - r * 1.0)}M${n(x + r * 0.25)} ${n(top - r * 0.1)}L${n(x + r * 1.0)} ${n(top - r * 1.1)}`,
          '#fde68a',
          r * 0.08,
        ) +
        circle(x - r * 0.2, top - r * 0.05, r * 0.07, '#fde68a') +
        circle(x + r * 0.25, top - r * 0.1, r * 0.07, '#fde68a')
      );
    },
  },
  klassisk: {
    says: 'en fiolin med bue',
    draw: (c, x, y, r) => {
      const wood = accent(c, 1);
      const holes = [-1, 1]
        .map(
          (side) =>
            `M${n(x + side * r * 0.2)} ${n(y + r * 0.05)}q${n(side * r * 0.08)} ${n(r * 0.12)} 0 ${n(r * 0.22)}t0 ${n(r * 0.2)}`,
        )
        .join('');
      return (
        glow(c, x, y, r * 1.9, wood, 0.4, 'v') +
        `<g transform="rotate(-20 ${n(x)} ${n(y)})">` +
        `<ellipse cx="${n(x)}" cy="${n(y + r * 0.45)}" rx="${n(r * 0.55)}" ry="${n(r * 0.45)}" fill="${wood}"/>` +
        `<ellipse cx="${n(x)}" cy="${n(y - r * 0.25)}" rx="${n(r * 0.45)}" ry="${n(r * 0.38)}" fill="${wood}"/>` +
        `<rect x="${n(x - r * 0.33)}" y="${n(y - r * 0.1)}" width="${n(r * 0.66)}" height="${n(r * 0.4)}" fill="${wood}"/>` +
        stroke(holes, '#000', r * 0.04, 0.6) +
        `<rect x="${n(x - r * 0.08)}" y="${n(y - r * 1.4)}" width="${n(r * 0.16)}" height="${n(r * 1.55)}" fill="#111" fill-opacity=".85"/>` +
        circle(x, y - r * 1.48, r * 0.13, wood) +
        `<rect x="${n(x - r * 0.2)}" y="${n(y + r * 0.35)}" width="${n(r * 0.4)}" height="${n(r * 0.06)}" fill="#000" fill-opacity=".6"/>` +
        stroke(
          `M${n(x - r * 0.04)} ${n(y - r * 1.35)}V${n(y + r * 0.7)}M${n(x + r * 0.04)} ${n(y - r * 1.35)}V${n(y + r * 0.7)}`,
          '#fff',
          r * 0.012 + 0.5,
          0.8,
        ) +
        `</g>` +
        stroke(
          `M${n(x - r * 1.1)} ${n(y + r * 0.95)}L${n(x + r * 1.2)} ${n(y - r * 0.85)}`,
          '#fde68a',
          r * 0.05,
        ) +
        stroke(
          `M${n(x - r * 1.05)} ${n(y + r * 1.03)}L${n(x + r * 1.25)} ${n(y - r * 0.77)}`,
          '#fff',
          r * 0.02 + 0.5,
          0.8,
        )
      );
    },
  },
  viser: {
    says: 'en akustisk gitar',
    draw: (c, x, y, r) => {
      let frets = '';
      for (let i = 1; i <= 6; i += 1)
        frets += `M${n(x - r * 0.09)} ${n(y - r * 0.4 - i * r * 0.18)}h${n(r * 0.18)}`;
      return (
        glow(c, x, y, r * 1.9, accent(c, 0), 0.4, 'g') +
        `<g transform="rotate(28 ${n(x)} ${n(y)})">` +
        circle(x, y + r * 0.55, r * 0.6, accent(c, 0)) +
        circle(x, y - r * 0.1, r * 0.45, accent(c, 0)) +
        `<rect x="${n(x - r * 0.09)}" y="${n(y - r * 1.55)}" width="${n(r * 0.18)}" height="${n(r * 1.3)}" fill="${accent(c, 2)}"/>` +
        `<rect x="${n(x - r * 0.14)}" y="${n(y - r * 1.88)}" width="${n(r * 0.28)}" height="${n(r * 0.36)}" rx="${n(r * 0.06)}" fill="${accent(c, 0)}"/>` +
        stroke(frets, '#000', r * 0.02 + 0.5, 0.5) +
        `<circle cx="${n(x)}" cy="${n(y + r * 0.15)}" r="${n(r * 0.18)}" fill="#000" fill-opacity=".7" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.03)}"/>` +
        `<rect x="${n(x - r * 0.25)}" y="${n(y + r * 0.65)}" width="${n(r * 0.5)}" height="${n(r * 0.1)}" fill="#000" fill-opacity=".6"/>` +
        stroke(
          `M${n(x - r * 0.05)} ${n(y - r * 1.55)}V${n(y + r * 0.7)}M${n(x + r * 0.05)} ${n(y - r * 1.55)}V${n(y + r * 0.7)}`,
          '#fff',
          r * 0.012 + 0.5,
          0.8,
        ) +
        `</g>`
      );
    },
  },
  konsert: {
    says: 'noter som svever i lyset',
    draw: (c, x, y, r) => {
      const head = (hx: number, hy: number, s: number, color: string) =>
        `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(s * 0.24)}" ry="${n(s * 0.17)}" transform="rotate(-20 ${n(hx)} ${n(hy)})" fill="${color}"/>`;
      const a = { x: x - r * 0.5, y: y + r * 0.55 };
      const b = { x: x + r * 0.35, y: y + r * 0.35 };
      const stemA = a.x + r * 0.21;
      const stemB = b.x + r * 0.21;
      const single = { x: x + r * 1.0, y: y - r * 0.15 };
      return (
        glow(c, x, y, r * 1.9, accent(c, 1), 0.45, 'k') +
        head(a.x, a.y, r, accent(c, 0)) +
        head(b.x, b.y, r, accent(c, 0)) +
        stroke(
          `M${n(stemA)} ${n(a.y)}V${n(a.y - r * 1.1)}M${n(stemB)} ${n(b.y)}V${n(b.y - r * 1.1)}`,
          accent(c, 0),
          r * 0.06,
        ) +
        fill(
          `M${n(stemA)} ${n(a.y - r * 1.1)}L${n(stemB)} ${n(b.y - r * 1.1)}v${n(r * 0.18)}L${n(stemA)} ${n(a.y - r * 0.92)}Z`,
          accent(c, 0),
        ) +
        head(single.x, single.y, r * 0.8, accent(c, 2)) +
        stroke(
          `M${n(single.x + r * 0.17)} ${n(single.y)}V${n(single.y - r * 0.85)}q${n(r * 0.3)} ${n(r * 0.15)} ${n(r * 0.25)} ${n(r * 0.45)}`,
          accent(c, 2),
          r * 0.06,
        )
      );
    },
  },
  utstilling: {
    says: 'et innrammet maleri i et spotlys',
    draw: (c, x, y, r) => {
      const half = r * 0.9;
      const top = y - r * 0.7;
      const bottom = y + r * 0.8;
      return (
        cone(x, bottom, r * 1.2, 0.12) +
        `<rect x="${n(x - half)}" y="${n(top)}" width="${n(half * 2)}" height="${n(bottom - top)}" fill="${accent(c, 2)}" stroke="${accent(c, 1)}" stroke-width="${n(r * 0.14)}"/>` +
        fill(
          `M${n(x - half)} ${n(bottom)}L${n(x - half * 0.3)} ${n(y - r * 0.1)}L${n(x + half * 0.1)} ${n(y + r * 0.35)}L${n(x + half * 0.5)} ${n(y)}L${n(x + half)} ${n(bottom)}Z`,
          '#000',
          0.35,
        ) +
        circle(x + half * 0.45, top + r * 0.4, r * 0.18, accent(c, 0))
      );
    },
  },
  foredrag: {
    says: 'en åpen bok under en lampe',
    draw: (c, x, y, r) => {
      const page = (side: number) =>
        fill(
          `M${n(x)} ${n(y + r * 0.1)}Q${n(x + side * r * 0.5)} ${n(y - r * 0.12)} ${n(x + side * r * 1.1)} ${n(y + r * 0.05)}V${n(y + r * 0.85)}Q${n(x + side * r * 0.5)} ${n(y + r * 0.68)} ${n(x)} ${n(y + r * 0.9)}Z`,
          '#fff',
          0.93,
        );
      let lines = '';
      for (let i = 0; i < 4; i += 1)
        for (const side of [-1, 1])
          lines += `M${n(x + side * r * 0.2)} ${n(y + r * (0.22 + i * 0.14))}h${n(side * r * 0.72)}`;
      return (
        cone(x, y + r * 0.9, r * 1.3, 0.12) +
        fill(
          `M${n(x - r * 1.2)} ${n(y + r * 0.12)}V${n(y + r * 0.98)}Q${n(x - r * 0.5)} ${n(y + r * 0.8)} ${n(x)} ${n(y + r * 1.02)}Q${n(x + r * 0.5)} ${n(y + r * 0.8)} ${n(x + r * 1.2)} ${n(y + r * 0.98)}V${n(y + r * 0.12)}Z`,
          accent(c, 1),
        ) +
        page(-1) +
        page(1) +
        stroke(lines, '#000', r * 0.03, 0.25) +
        fill(
          `M${n(x - r * 0.35)} ${n(y - r * 0.95)}H${n(x + r * 0.35)}L${n(x + r * 0.2)} ${n(y - r * 1.3)}H${n(x - r * 0.2)}Z`,
          accent(c, 0),
        ) +
        circle(x, y - r * 0.92, r * 0.1, '#fef3c7')
      );
    },
  },
  bad: {
    says: 'en svømmer mellom bølgene',
    draw: (c, x, y, r) => {
      let waves = '';
      for (let i = 0; i < 3; i += 1)
        waves += stroke(
          wave(x - r * 1.8, x + r * 1.8, y + r * (0.35 + i * 0.4), r * 0.12, 3),
          '#fff',
          r * 0.07,
          0.75 - i * 0.2,
        );
      return (
        waves +
        stroke(
          `M${n(x - r * 0.05)} ${n(y + r * 0.3)}Q${n(x - r * 0.45)} ${n(y - r * 0.75)} ${n(x - r * 1.0)} ${n(y + r * 0.2)}`,
          '#fed7aa',
          r * 0.16,
        ) +
        circle(x + r * 0.25, y + r * 0.15, r * 0.24, accent(c, 2)) +
        `<rect x="${n(x + r * 0.3)}" y="${n(y + r * 0.08)}" width="${n(r * 0.2)}" height="${n(r * 0.08)}" rx="${n(r * 0.03)}" fill="#000" fill-opacity=".6"/>` +
        circle(x - r * 1.1, y + r * 0.05, r * 0.06, '#fff', 0.8) +
        circle(x - r * 1.25, y - r * 0.05, r * 0.04, '#fff', 0.7)
      );
    },
  },
  handball: {
    says: 'en håndball foran et mål',
    draw: (c, x, y, r) => {
      const half = r * 1.2;
      const top = y - r * 0.7;
      const floor = y + r * 0.9;
      let net = '';
      for (let gx = x - half + r * 0.25; gx < x + half; gx += r * 0.25)
        net += `M${n(gx)} ${n(top)}V${n(floor)}`;
      for (let gy = top + r * 0.25; gy < floor; gy += r * 0.25)
        net += `M${n(x - half)} ${n(gy)}H${n(x + half)}`;
      const frame = `M${n(x - half)} ${n(floor)}V${n(top)}H${n(x + half)}V${n(floor)}`;
      return (
        stroke(net, '#fff', r * 0.02 + 0.5, 0.3) +
        `<path d="${frame}" fill="none" stroke="#fff" stroke-width="${n(r * 0.12)}"/>` +
        `<path d="${frame}" fill="none" stroke="${accent(c, 0)}" stroke-width="${n(r * 0.12)}" stroke-dasharray="${n(r * 0.24)}"/>` +
        stroke(`M${n(x - half * 1.4)} ${n(floor)}H${n(x + half * 1.4)}`, '#fff', r * 0.04, 0.5) +
        ball(x + r * 0.2, y + r * 0.3, r * 0.36, accent(c, 1))
      );
    },
  },
  innebandy: {
    says: 'en innebandykølle og en hullete ball',
    draw: (c, x, y, r) => {
      const bx = x + r * 0.85;
      const by = y + r * 0.3;
      let holes = '';
      for (const [dx, dy] of [
        [0, 0],
        [-0.5, -0.45],
        [0.5, -0.45],
        [-0.5, 0.45],
        [0.5, 0.45],
      ] as const)
        holes += circle(bx + dx * r * 0.26, by + dy * r * 0.26, r * 0.055, '#000', 0.4);
      return (
        stroke(
          `M${n(x - r * 0.9)} ${n(y - r * 1.0)}L${n(x + r * 0.3)} ${n(y + r * 0.8)}`,
          '#fff',
          r * 0.1,
          0.9,
        ) +
        stroke(
          `M${n(x - r * 0.9)} ${n(y - r * 1.0)}L${n(x - r * 0.55)} ${n(y - r * 0.48)}`,
          accent(c, 2),
          r * 0.13,
        ) +
        stroke(
          `M${n(x + r * 0.3)} ${n(y + r * 0.8)}Q${n(x + r * 0.45)} ${n(y + r * 1.05)} ${n(x + r * 0.95)} ${n(y + r * 0.95)}`,
          accent(c, 0),
          r * 0.2,
        ) +
        circle(bx, by, r * 0.26, '#fff') +
        holes
      );
    },
  },
  idrett: {
    says: 'en ball i fart over banelinjer',
    draw: (c, x, y, r) => {
      const court = `<rect x="${n(-r * 1.7)}" y="${n(-r * 0.85)}" width="${n(r * 3.4)}" height="${n(r * 1.7)}"/><path d="M0 ${n(-r * 0.85)}V${n(r * 0.85)}"/><circle r="${n(r * 0.35)}"/>`;
      return (
        `<g transform="translate(${n(x)} ${n(y + r * 0.7)}) scale(1 .55) rotate(-8)" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${n(r * 0.05)}">${court}</g>` +
        ball(x + r * 0.35, y - r * 0.25, r * 0.34, accent(c, 0))
      );
    },
  },
  scene: {
    says: 'et spotlys på en tom scene',
    draw: (c, x, y, r) =>
      stars(c, 8, y) +
      cone(x, y + r * 1.3, r * 1.1, 0.16) +
      `<ellipse cx="${n(x)}" cy="${n(y + r * 1.3)}" rx="${n(r * 1.1)}" ry="${n(r * 0.22)}" fill="${accent(c, 1)}" fill-opacity=".8"/>` +
      `<rect x="${n(x - r * 1.8)}" y="${n(y + r * 1.38)}" width="${n(r * 3.6)}" height="${n(r * 0.22)}" fill="#000" fill-opacity=".4"/>`,
  },
};
