/**
 * The scenes of film posters: one picture per genre (a low sun for drama, a lit window for a
 * thriller, balloons for a comedy …), so films on one listing differ in what they show and not
 * only in colour. Each scene is drawn around the anchor its composition gives (poster-plan.ts),
 * in the poster's upper part, above the title's scrim.
 */
import { accent, glow, n, op, type Canvas } from './canvas';
import { star, stars, type SceneDrawing } from './scene-kit';

/** The film genres that have a scene of their own, in order of precedence for a film's first genre. */
export const FILM_SCENES = [
  'drama',
  'thriller',
  'krim',
  'komedie',
  'romantikk',
  'familie',
  'eventyr',
  'animasjon',
  'action',
  'skrekk',
  'dokumentar',
] as const;
export type FilmScene = (typeof FILM_SCENES)[number];

/** Rolling hills across the poster, the nearest darkest, with their top near `y`. */
function hills(c: Canvas, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const top = y + i * c.h * 0.06;
    const a = c.rng.range(-0.06, 0.06) * c.h;
    out += `<path d="M0 ${n(top + a)}Q${n(c.w * 0.3)} ${n(top - c.h * 0.07)} ${n(c.w * 0.55)} ${n(top)}T${c.w} ${n(top - a)}V${c.h}H0Z" fill="#000" fill-opacity="${op(0.25 + i * 0.15)}"/>`;
  }
  return out;
}

function heart(x: number, y: number, r: number, fill: string, opacity: number): string {
  return `<path d="M${n(x)} ${n(y + r * 0.9)}C${n(x - r * 1.6)} ${n(y - r * 0.1)} ${n(x - r * 0.8)} ${n(y - r * 1.2)} ${n(x)} ${n(y - r * 0.45)}C${n(x + r * 0.8)} ${n(y - r * 1.2)} ${n(x + r * 1.6)} ${n(y - r * 0.1)} ${n(x)} ${n(y + r * 0.9)}Z" fill="${fill}" fill-opacity="${op(opacity)}"/>`;
}

/** The drawing of each film scene. */
export const FILM_SCENE_DRAWINGS: Record<FilmScene, SceneDrawing> = {
  drama: {
    says: 'en lav sol over bølgende åser',
    draw: (c, x, y, r) =>
      glow(c, x, y, r * 2.2, accent(c, 1), 0.5, 's') +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${accent(c, 1)}"/>` +
      hills(c, y + r * 0.55, 3),
  },
  thriller: {
    says: 'et opplyst vindu i en mørk husvegg',
    draw: (c, x, y, r) => {
      const cell = r * 1.1;
      let out = `<rect width="${c.w}" height="${n(c.h * 0.62)}" fill="#000" fill-opacity=".35"/>`;
      let d = '';
      for (let gx = x - cell * 8; gx < c.w; gx += cell) {
        if (gx < -cell) continue;
        for (let gy = y - cell * 6; gy < c.h * 0.6; gy += cell * 1.3)
          if (gy > -cell)
            d += `M${n(gx + cell * 0.2)} ${n(gy)}h${n(cell * 0.6)}v${n(cell * 0.8)}h${n(-cell * 0.6)}z`;
      }
      out += `<path d="${d}" fill="#fff" fill-opacity=".07"/>`;
      out += glow(c, x, y + cell * 0.4, r * 2, accent(c, 1), 0.55, 's');
      out += `<rect x="${n(x - cell * 0.3)}" y="${n(y)}" width="${n(cell * 0.6)}" height="${n(cell * 0.8)}" fill="${accent(c, 1)}"/>`;
      // A figure's shadow in the lit window.
      out += `<circle cx="${n(x)}" cy="${n(y + cell * 0.32)}" r="${n(cell * 0.12)}" fill="#000" fill-opacity=".7"/><rect x="${n(x - cell * 0.17)}" y="${n(y + cell * 0.48)}" width="${n(cell * 0.34)}" height="${n(cell * 0.32)}" rx="${n(cell * 0.1)}" fill="#000" fill-opacity=".7"/>`;
      return out;
    },
  },
  krim: {
    says: 'et forstørrelsesglass over et fingeravtrykk',
    draw: (c, x, y, r) => {
      let prints = '';
      for (let i = 1; i <= 6; i += 1)
        prints += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.13 * i)}" ry="${n(r * 0.16 * i)}"/>`;
      const hx = x + r * 0.75;
      const hy = y + r * 0.75;
      return (
        `<g fill="none" stroke="${accent(c, 2)}" stroke-opacity=".6" stroke-width="${n(r * 0.04)}">${prints}</g>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#fff" fill-opacity=".08" stroke="${accent(c, 1)}" stroke-width="${n(r * 0.12)}"/>` +
        `<path d="M${n(hx)} ${n(hy)}L${n(hx + r * 0.8)} ${n(hy + r * 0.8)}" stroke="${accent(c, 1)}" stroke-width="${n(r * 0.22)}" stroke-linecap="round"/>`
      );
    },
  },
  komedie: {
    says: 'en klase fargerike ballonger',
    draw: (c, x, y, r) => {
      let out = '';
      for (let i = 0; i < 5; i += 1) {
        const a = (i / 5) * Math.PI * 2 + c.rng.range(0, 0.6);
        const bx = x + Math.cos(a) * r * 0.55;
        const by = y + Math.sin(a) * r * 0.4 - r * 0.1;
        const br = r * c.rng.range(0.32, 0.42);
        out += `<path d="M${n(bx)} ${n(by + br * 1.2)}Q${n(x + (bx - x) * 0.3)} ${n(y + r * 1.2)} ${n(x)} ${n(y + r * 1.9)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${n(c.s * 0.004 + 1)}"/>`;
        out += `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="${n(br)}" ry="${n(br * 1.2)}" fill="${accent(c, i)}" fill-opacity=".9"/><ellipse cx="${n(bx - br * 0.35)}" cy="${n(by - br * 0.45)}" rx="${n(br * 0.18)}" ry="${n(br * 0.3)}" fill="#fff" fill-opacity=".45"/>`;
      }
      return out;
    },
  },
  romantikk: {
    says: 'to hjerter som overlapper',
    draw: (c, x, y, r) =>
      glow(c, x, y, r * 2, accent(c, 0), 0.4, 's') +
      heart(x - r * 0.35, y, r * 0.8, accent(c, 0), 0.9) +
      heart(x + r * 0.4, y + r * 0.15, r * 0.65, accent(c, 2), 0.75),
  },
  familie: {
    says: 'en drage med lang hale på himmelen',
    draw: (c, x, y, r) => {
      const kite = `M${n(x)} ${n(y - r)}L${n(x + r * 0.65)} ${n(y - r * 0.1)}L${n(x)} ${n(y + r)}L${n(x - r * 0.65)} ${n(y - r * 0.1)}Z`;
      let tail = `M${n(x)} ${n(y + r)}`;
      let bows = '';
      for (let i = 1; i <= 4; i += 1) {
        const tx = x + Math.sin(i * 1.3) * r * 0.35;
        const ty = y + r + i * r * 0.42;
        tail += `L${n(tx)} ${n(ty)}`;
        bows += `<path d="M${n(tx - r * 0.12)} ${n(ty - r * 0.08)}L${n(tx + r * 0.12)} ${n(ty + r * 0.08)}L${n(tx + r * 0.12)} ${n(ty - r * 0.08)}L${n(tx - r * 0.12)} ${n(ty + r * 0.08)}Z" fill="${accent(c, i)}"/>`;
      }
      return (
        `<path d="${kite}" fill="${accent(c, 0)}"/><path d="M${n(x)} ${n(y - r)}V${n(y + r)}M${n(x - r * 0.65)} ${n(y - r * 0.1)}H${n(x + r * 0.65)}" stroke="#fff" stroke-opacity=".6" stroke-width="${n(r * 0.04)}"/>` +
        `<path d="${tail}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.03 + 1)}"/>${bows}`
      );
    },
  },
  eventyr: {
    says: 'spisse fjelltopper under en månesigd og stjerner',
    draw: (c, x, y, r) => {
      const base = c.h * 0.6;
      const peaks = `M0 ${n(base)}L${n(x - r * 2.2)} ${n(y + r * 1.4)}L${n(x - r * 1.1)} ${n(y + r * 2)}L${n(x)} ${n(y + r * 0.9)}L${n(x + r * 1.3)} ${n(y + r * 2.1)}L${n(x + r * 2.4)} ${n(y + r * 1.5)}L${c.w} ${n(base)}V${c.h}H0Z`;
      return (
        stars(c, 12, base * 0.8) +
        `<path d="M${n(x + r * 0.45)} ${n(y - r * 0.75)}a${n(r * 0.75)} ${n(r * 0.75)} 0 1 0 ${n(r * 0.75)} ${n(r * 1.05)}a${n(r * 0.6)} ${n(r * 0.6)} 0 1 1 ${n(-r * 0.75)} ${n(-r * 1.05)}Z" fill="${accent(c, 1)}"/>` +
        `<path d="${peaks}" fill="#000" fill-opacity=".45"/>` +
        `<path d="M${n(x - r * 0.25)} ${n(y + r * 1.15)}L${n(x)} ${n(y + r * 0.9)}L${n(x + r * 0.27)} ${n(y + r * 1.15)}" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="${n(r * 0.08)}"/>`
      );
    },
  },
  animasjon: {
    says: 'en regnbue med en sky',
    draw: (c, x, y, r) => {
      let out = '';
      for (let i = 0; i < 4; i += 1) {
        const rr = r * (1.3 - i * 0.18);
        out += `<path d="M${n(x - rr)} ${n(y + r * 0.6)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y + r * 0.6)}" fill="none" stroke="${accent(c, i)}" stroke-width="${n(r * 0.16)}"/>`;
      }
      const cx = x + r * 0.9;
      const cy = y + r * 0.6;
      out += `<g fill="#fff" fill-opacity=".92"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.3)}"/><circle cx="${n(cx + r * 0.32)}" cy="${n(cy + r * 0.06)}" r="${n(r * 0.24)}"/><circle cx="${n(cx - r * 0.3)}" cy="${n(cy + r * 0.08)}" r="${n(r * 0.22)}"/></g>`;
      return out;
    },
  },
  action: {
    says: 'en eksplosjon med fartsstriper',
    draw: (c, x, y, r) => {
      let streaks = '';
      for (let i = 0; i < 6; i += 1) {
        const sy = y - r + i * r * 0.4;
        streaks += `M${n(x - r * 1.3 - i * r * 0.1)} ${n(sy)}L${n(-c.w * 0.1)} ${n(sy + r * 0.9)}`;
      }
      return (
        `<path d="${streaks}" stroke="#fff" stroke-opacity=".45" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
        `<path d="${star(x, y, r * 1.2, r * 0.55, 11)}" fill="${accent(c, 0)}"/>` +
        `<path d="${star(x, y, r * 0.7, r * 0.35, 9)}" fill="${accent(c, 1)}"/>`
      );
    },
  },
  skrekk: {
    says: 'en fullmåne bak nakne trær',
    draw: (c, x, y, r) => {
      let trees = '';
      for (let i = 0; i < 3; i += 1) {
        const tx = c.w * (0.12 + i * 0.38) + c.rng.range(-0.05, 0.05) * c.w;
        const top = c.h * c.rng.range(0.12, 0.3);
        const bottom = c.h * 0.66;
        trees += `M${n(tx)} ${n(bottom)}L${n(tx)} ${n(top)}`;
        for (let b = 0; b < 4; b += 1) {
          const by = top + (bottom - top) * (0.1 + b * 0.18);
          const side = b % 2 === 0 ? 1 : -1;
          trees += `M${n(tx)} ${n(by)}l${n(side * c.w * 0.12)} ${n(-c.h * 0.07)}l${n(side * c.w * 0.04)} ${n(-c.h * 0.04)}`;
        }
      }
      return (
        glow(c, x, y, r * 2.4, '#ffffff', 0.3, 's') +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#f5f5dc" fill-opacity=".95"/>` +
        `<path d="${trees}" fill="none" stroke="#000" stroke-opacity=".85" stroke-width="${n(c.s * 0.018)}" stroke-linecap="round"/>`
      );
    },
  },
  dokumentar: {
    says: 'en kamerasøker med trådkors',
    draw: (c, x, y, r) => {
      const k = r * 1.3;
      const arm = r * 0.45;
      const corners = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ]
        .map(
          ([sx = 1, sy = 1]) =>
            `M${n(x + sx * k)} ${n(y + sy * (k - arm))}V${n(y + sy * k)}H${n(x + sx * (k - arm))}`,
        )
        .join('');
      return (
        `<path d="${corners}" fill="none" stroke="#fff" stroke-width="${n(r * 0.08)}"/>` +
        `<path d="M${n(x - r * 0.3)} ${n(y)}H${n(x + r * 0.3)}M${n(x)} ${n(y - r * 0.3)}V${n(y + r * 0.3)}" stroke="${accent(c, 0)}" stroke-width="${n(r * 0.06)}"/>` +
        `<circle cx="${n(x + k - r * 0.2)}" cy="${n(y - k + r * 0.2)}" r="${n(r * 0.09)}" fill="${accent(c, 0)}"/>`
      );
    },
  },
};
