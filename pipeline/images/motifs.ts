/** The abstract shapes of each motif (projector beam, stage lights, waves, court lines …), drawn on a canvas. */
import type { Motif } from './classify';
import { accent, glow, n, op, wavePath, type Canvas } from './canvas';

function drawFilm(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Projector beam from an upper corner.
  const left = rng.next() < 0.5;
  const bx = left ? -s * 0.05 : w + s * 0.05;
  c.defs.push(
    `<linearGradient id="${c.id}b" x1="${left ? 0 : 1}" y1="0" x2="${left ? 1 : 0}" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${op(0.28 * c.k)}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
  );
  const spread = rng.range(0.25, 0.4) * h;
  const tx = left ? w * 1.05 : -w * 0.05;
  const ty = h * rng.range(0.45, 0.8);
  out += `<path d="M${n(bx)} ${n(-s * 0.05)}L${n(tx)} ${n(ty - spread)}L${n(tx)} ${n(ty + spread)}Z" fill="url(#${c.id}b)"/>`;
  // Three layouts: one strip and a reel, two crossing strips, or a big reel half off the edge.
  const layout = rng.int(0, 2);
  const bh = s * (c.poster ? 0.3 : 0.24) * (layout === 1 ? 0.8 : 1);
  const ph = bh * 0.1;
  const sp = ph * 2.4;
  const fw = bh * 0.62 * 1.3;
  const frameColor = accent(c, 0);
  c.defs.push(
    `<pattern id="${c.id}p" width="${n(sp)}" height="${n(bh)}" patternUnits="userSpaceOnUse"><rect x="${n(sp * 0.25)}" y="${n(ph * 0.6)}" width="${n(sp * 0.5)}" height="${n(ph)}" rx="${n(ph * 0.25)}" fill="#fff" fill-opacity=".75"/><rect x="${n(sp * 0.25)}" y="${n(bh - ph * 1.6)}" width="${n(sp * 0.5)}" height="${n(ph)}" rx="${n(ph * 0.25)}" fill="#fff" fill-opacity=".75"/></pattern>`,
    `<pattern id="${c.id}f" width="${n(fw)}" height="${n(bh)}" patternUnits="userSpaceOnUse"><rect x="${n(fw * 0.06)}" y="${n(bh * 0.22)}" width="${n(fw * 0.88)}" height="${n(bh * 0.56)}" rx="${n(bh * 0.03)}" fill="${frameColor}" fill-opacity=".22" stroke="#fff" stroke-opacity=".25"/></pattern>`,
  );
  const x0 = -w * 0.3;
  const bw = w * 1.6;
  const strip = `<rect x="${n(x0)}" width="${n(bw)}" height="${n(bh)}" fill="#05030a" fill-opacity=".7"/><rect x="${n(x0)}" width="${n(bw)}" height="${n(bh)}" fill="url(#${c.id}f)"/><rect x="${n(x0)}" width="${n(bw)}" height="${n(bh)}" fill="url(#${c.id}p)"/>`;
  const sign = rng.next() < 0.5 ? -1 : 1;
  const strips = layout === 1 ? 2 : 1;
  for (let i = 0; i < strips; i += 1) {
    const cy = c.poster ? h * rng.range(0.2, 0.42) : h * rng.range(0.3, 0.7);
    const angle = (i === 0 ? sign : -sign) * rng.range(6, layout === 1 ? 22 : 14);
    out += `<g transform="translate(0 ${n(cy - bh / 2)}) rotate(${n(angle)} ${n(w / 2)} ${n(bh / 2)})" opacity="${op((i === 0 ? 0.95 : 0.7) * c.k)}">${strip}</g>`;
  }
  if (layout === 1) return out;
  // A film reel in a corner (landscape: any corner; posters: the upper ones, away from the title).
  const big = layout === 2;
  const rr = s * (big ? rng.range(0.38, 0.5) : rng.range(0.14, 0.22));
  const right = rng.next() < 0.5;
  const top = c.poster || rng.next() < 0.5;
  const inset = big ? rr * 0.15 : rr * 0.9;
  const rx = right ? w - inset : inset;
  const ry = top ? (c.poster && !big ? h * 0.06 + rr : inset) : h - inset;
  let reel = `<circle r="${n(rr)}" fill="none" stroke="${accent(c, 1)}" stroke-width="${n(rr * 0.06)}"/><circle r="${n(rr * 0.12)}" fill="${accent(c, 1)}"/>`;
  for (let i = 0; i < 5; i += 1) {
    const a = (i / 5) * Math.PI * 2;
    reel += `<circle cx="${n(Math.cos(a) * rr * 0.55)}" cy="${n(Math.sin(a) * rr * 0.55)}" r="${n(rr * 0.2)}" fill="none" stroke="${accent(c, 1)}" stroke-width="${n(rr * 0.04)}"/>`;
  }
  out += `<g transform="translate(${n(rx)} ${n(ry)}) rotate(${n(rng.range(0, 72))})" opacity="${op((big ? 0.4 : 0.55) * c.k)}">${reel}</g>`;
  return out;
}

function drawConcert(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Spotlight beams from the top.
  c.defs.push(
    `<linearGradient id="${c.id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent(c, 2)}" stop-opacity="${op(0.4 * c.k)}"/><stop offset="1" stop-color="${accent(c, 2)}" stop-opacity="0"/></linearGradient>`,
  );
  const beams = c.poster ? 2 : 3;
  for (let i = 0; i < beams; i += 1) {
    const x = w * ((i + 0.5) / beams + rng.range(-0.08, 0.08));
    const foot = w * rng.range(-0.15, 0.15);
    const spread = s * rng.range(0.18, 0.3);
    out += `<path d="M${n(x - s * 0.02)} 0H${n(x + s * 0.02)}L${n(x + foot + spread)} ${n(h * 0.85)}H${n(x + foot - spread)}Z" fill="url(#${c.id}b)"/>`;
  }
  // Sound rings from a point.
  const cx = w * rng.range(0.2, 0.8);
  const cy = c.poster ? h * rng.range(0.22, 0.35) : h * rng.range(0.3, 0.6);
  for (let i = 1; i <= 5; i += 1) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.07 * i * 1.35)}" fill="none" stroke="${accent(c, 0)}" stroke-opacity="${op((0.6 - i * 0.09) * c.k)}" stroke-width="${n(s * 0.008 * (6 - i) * 0.5 + 1)}"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.045)}" fill="${accent(c, 0)}" fill-opacity="${op(0.85 * c.k)}"/>`;
  // Equaliser bars along the bottom (above the poster's text area).
  const count = c.poster ? 14 : 28;
  const base = c.poster ? h * 0.6 : h;
  const gap = w / count;
  const bw = gap * 0.56;
  let d = '';
  for (let i = 0; i < count; i += 1) {
    const bar =
      (c.poster ? h * 0.16 : h * 0.34) *
      (0.15 + 0.85 * Math.abs(Math.sin(i * 0.7 + rng.range(0, 0.8))) * rng.range(0.5, 1));
    d += `M${n(i * gap + (gap - bw) / 2)} ${n(base)}v${n(-bar)}h${n(bw)}v${n(bar)}z`;
  }
  out += `<path d="${d}" fill="${accent(c, 1)}" fill-opacity="${op(0.45 * c.k)}"/>`;
  return out;
}

function drawTheatre(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Floor spotlight.
  out += glow(c, w / 2, h * (c.poster ? 0.55 : 0.8), s * 0.55, accent(c, 1), 0.45 * c.k, 's');
  // Side curtains gathered into a stage arch.
  const curtain = accent(c, 2);
  c.defs.push(
    `<linearGradient id="${c.id}c" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".5" stop-color="${curtain}"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`,
  );
  const cw = w * rng.range(0.16, 0.22);
  const tie = h * rng.range(0.55, 0.68);
  const sideLeft = `M0 0H${n(cw * 1.6)}Q${n(cw * 0.9)} ${n(tie * 0.7)} ${n(cw * 0.55)} ${n(tie)}Q${n(cw * 0.85)} ${n(tie + (h - tie) * 0.5)} ${n(cw * 1.1)} ${n(h)}H0Z`;
  out += `<g opacity="${op(c.k)}"><path d="${sideLeft}" fill="url(#${c.id}c)"/><path d="${sideLeft}" fill="url(#${c.id}c)" transform="matrix(-1 0 0 1 ${w} 0)"/>`;
  // Folds.
  let folds = '';
  for (let i = 1; i <= 3; i += 1) {
    const x = cw * 0.35 * i;
    folds += `M${n(x)} 0Q${n(x * 0.7)} ${n(tie * 0.8)} ${n(cw * 0.5)} ${n(tie)}`;
    folds += `M${n(w - x)} 0Q${n(w - x * 0.7)} ${n(tie * 0.8)} ${n(w - cw * 0.5)} ${n(tie)}`;
  }
  out += `<path d="${folds}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="${n(s * 0.01)}"/>`;
  // Scalloped valance across the top.
  const vh = h * (c.poster ? 0.08 : 0.1);
  const scallops = c.poster ? 5 : 8;
  const sw = w / scallops;
  let valance = `M0 0H${w}V${n(vh)}`;
  for (let i = scallops; i > 0; i -= 1)
    valance += `Q${n((i - 0.5) * sw)} ${n(vh * 1.7)} ${n((i - 1) * sw)} ${n(vh)}`;
  out += `<path d="${valance}Z" fill="${curtain}"/><path d="${valance}" fill="none" stroke="${accent(c, 0)}" stroke-width="${n(s * 0.008)}"/></g>`;
  // A few stars of light.
  for (let i = 0; i < 4; i += 1) {
    out += `<circle cx="${n(w * rng.range(0.3, 0.7))}" cy="${n(h * rng.range(0.2, c.poster ? 0.45 : 0.6))}" r="${n(s * rng.range(0.006, 0.014))}" fill="${accent(c, 1)}" fill-opacity="${op(0.8 * c.k)}"/>`;
  }
  return out;
}

function drawSwim(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  out += glow(c, w * rng.range(0.6, 0.9), h * 0.05, s * 0.6, '#ffffff', 0.35 * c.k, 's');
  // Lane ropes.
  const lanes = c.poster ? 2 : 3;
  for (let i = 0; i < lanes; i += 1) {
    const y = h * (0.22 + i * (c.poster ? 0.12 : 0.13));
    out += `<path d="M0 ${n(y)}H${w}" stroke="${accent(c, 2)}" stroke-opacity="${op(0.6 * c.k)}" stroke-width="${n(s * 0.012)}" stroke-dasharray="${n(s * 0.03)} ${n(s * 0.015)}"/>`;
  }
  // Layered waves.
  const layers = 4;
  for (let i = 0; i < layers; i += 1) {
    const y = h * (0.5 + i * 0.11);
    const amplitude = s * rng.range(0.015, 0.035);
    const periods = (rng.int(3, 5) * (c.poster ? 1 : 2)) / (c.poster ? 1 : 1.5);
    out += `<path d="${wavePath(c, y, amplitude, periods, rng.next())}" fill="${accent(c, i % 2)}" fill-opacity="${op((0.1 + i * 0.06) * c.k)}"/>`;
  }
  // Bubbles.
  for (let i = 0; i < 7; i += 1) {
    out += `<circle cx="${n(w * rng.range(0.05, 0.95))}" cy="${n(h * rng.range(0.05, 0.6))}" r="${n(s * rng.range(0.01, 0.04))}" fill="none" stroke="#fff" stroke-opacity="${op(rng.range(0.3, 0.6) * c.k)}" stroke-width="${n(s * 0.004 + 1)}"/>`;
  }
  return out;
}

function drawSports(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // A court, tilted and larger than the canvas, as if seen from the stands.
  const cw = Math.max(w, h) * 1.15;
  const ch = cw * 0.5;
  const lw = s * 0.009;
  const area = ch * 0.3;
  const court =
    `<rect x="${n(-cw / 2)}" y="${n(-ch / 2)}" width="${n(cw)}" height="${n(ch)}"/>` +
    `<path d="M0 ${n(-ch / 2)}V${n(ch / 2)}M${n(-cw / 2)} ${n(-area)}A${n(area)} ${n(area)} 0 0 1 ${n(-cw / 2)} ${n(area)}M${n(cw / 2)} ${n(-area)}A${n(area)} ${n(area)} 0 0 0 ${n(cw / 2)} ${n(area)}"/>` +
    `<circle r="${n(ch * 0.16)}"/>`;
  const angle = (rng.next() < 0.5 ? -1 : 1) * rng.range(8, 18);
  const cy = c.poster ? h * 0.35 : h * 0.5;
  out += `<g transform="translate(${n(w / 2)} ${n(cy)}) rotate(${n(angle)}) scale(1 ${n(rng.range(0.7, 0.9))})" fill="none" stroke="#fff" stroke-opacity="${op(0.45 * c.k)}" stroke-width="${n(lw)}">${court}</g>`;
  // Motion streaks and a ball.
  const bx = w * rng.range(0.2, 0.8);
  const by = c.poster ? h * rng.range(0.15, 0.3) : h * rng.range(0.25, 0.45);
  const br = s * rng.range(0.06, 0.09);
  let streaks = '';
  for (let i = 0; i < 3; i += 1) {
    const y = by - br * 0.6 + i * br * 0.6;
    streaks += `M${n(bx - br * (1.4 + i * 0.3))} ${n(y)}H${n(bx - br * (4 + i * 1.2))}`;
  }
  out += `<path d="${streaks}" stroke="${accent(c, 0)}" stroke-opacity="${op(0.7 * c.k)}" stroke-width="${n(lw * 1.4)}" stroke-linecap="round"/>`;
  out += `<g transform="translate(${n(bx)} ${n(by)})" opacity="${op(c.k)}"><circle r="${n(br)}" fill="${accent(c, 0)}"/><path d="M${n(-br)} 0Q0 ${n(br * 0.5)} ${n(br)} 0M0 ${n(-br)}Q${n(-br * 0.5)} 0 0 ${n(br)}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="${n(br * 0.08)}"/></g>`;
  return out;
}

function drawFestival(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  out += glow(
    c,
    w * rng.range(0.3, 0.7),
    h * (c.poster ? 0.3 : 0.45),
    s * 0.6,
    accent(c, 0),
    0.4 * c.k,
    's',
  );
  // Bunting: two sagging garlands of flags.
  for (let row = 0; row < 2; row += 1) {
    const y0 = h * (0.06 + row * 0.12) - s * 0.04;
    const sag = h * rng.range(0.08, 0.16);
    const flags = c.poster ? 7 : 13;
    const fs = (w / flags) * 0.42;
    let line = `M${n(-w * 0.02)} ${n(y0)}Q${n(w / 2)} ${n(y0 + sag * 2)} ${n(w * 1.02)} ${n(y0)}`;
    out += `<path d="${line}" fill="none" stroke="#fff" stroke-opacity="${op(0.6 * c.k)}" stroke-width="${n(s * 0.004 + 1)}"/>`;
    line = '';
    for (let i = 0; i < flags; i += 1) {
      const t = (i + 0.5) / flags;
      const x = -w * 0.02 + t * w * 1.04;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      out += `<path d="M${n(x - fs / 2)} ${n(y)}h${n(fs)}l${n(-fs / 2)} ${n(fs * 1.2)}z" fill="${accent(c, i + row)}" fill-opacity="${op(0.9 * c.k)}"/>`;
    }
  }
  // Confetti.
  for (let i = 0; i < 14; i += 1) {
    const x = w * rng.range(0.03, 0.97);
    const y = h * rng.range(0.35, c.poster ? 0.6 : 0.95);
    const r = s * rng.range(0.006, 0.016);
    out +=
      i % 2 === 0
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${accent(c, i)}" fill-opacity="${op(0.85 * c.k)}"/>`
        : `<rect x="${n(x)}" y="${n(y)}" width="${n(r * 2.4)}" height="${n(r)}" transform="rotate(${n(rng.range(0, 180))} ${n(x)} ${n(y)})" fill="${accent(c, i)}" fill-opacity="${op(0.85 * c.k)}"/>`;
  }
  return out;
}

function drawCulture(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Overlapping discs, arcs and a spotlight: a generic stage-and-art composition.
  for (let i = 0; i < 3; i += 1) {
    const r = s * rng.range(0.22, 0.42);
    out += `<circle cx="${n(w * rng.range(0.15, 0.85))}" cy="${n(h * rng.range(0.15, c.poster ? 0.5 : 0.85))}" r="${n(r)}" fill="${accent(c, i)}" fill-opacity="${op(rng.range(0.12, 0.22) * c.k)}"/>`;
  }
  const cx = w * rng.range(0.25, 0.75);
  const cy = h * (c.poster ? 0.35 : 0.5);
  for (let i = 0; i < 3; i += 1) {
    const r = s * (0.2 + i * 0.1);
    const a0 = rng.range(0, Math.PI * 2);
    const a1 = a0 + rng.range(1.4, 3.2);
    out += `<path d="M${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}" fill="none" stroke="${accent(c, i)}" stroke-opacity="${op(0.7 * c.k)}" stroke-width="${n(s * 0.012)}" stroke-linecap="round"/>`;
  }
  out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.05)}" fill="${accent(c, 0)}" fill-opacity="${op(0.9 * c.k)}"/>`;
  return out;
}

function drawSoft(c: Canvas): string {
  const { w, h, s, rng } = c;
  let out = '';
  // Large soft circles, a dot grid and a gentle wave.
  for (let i = 0; i < 3; i += 1) {
    out += `<circle cx="${n(w * rng.range(0, 1))}" cy="${n(h * rng.range(0, 1))}" r="${n(s * rng.range(0.25, 0.5))}" fill="${accent(c, i)}" fill-opacity="${op(rng.range(0.08, 0.16))}"/>`;
  }
  const gap = s * 0.05;
  c.defs.push(
    `<pattern id="${c.id}d" width="${n(gap)}" height="${n(gap)}" patternUnits="userSpaceOnUse"><circle cx="${n(gap / 2)}" cy="${n(gap / 2)}" r="${n(Math.max(1, s * 0.004))}" fill="#fff" fill-opacity=".35"/></pattern>`,
  );
  const gx = rng.next() < 0.5 ? w * 0.06 : w * 0.64;
  out += `<rect x="${n(gx)}" y="${n(h * 0.1)}" width="${n(w * 0.3)}" height="${n(h * 0.3)}" fill="url(#${c.id}d)"/>`;
  out += `<path d="${wavePath(c, h * 0.78, s * 0.04, c.w > c.h ? 2 : 1.5, rng.next())}" fill="#fff" fill-opacity=".08"/>`;
  out += `<path d="${wavePath(c, h * 0.86, s * 0.03, c.w > c.h ? 3 : 2, rng.next())}" fill="#fff" fill-opacity=".07"/>`;
  return out;
}

/** The drawing of each motif; each returns SVG elements and may add to the canvas's <defs>. */
export const MOTIFS: Record<Motif, (c: Canvas) => string> = {
  film: drawFilm,
  concert: drawConcert,
  theatre: drawTheatre,
  swim: drawSwim,
  sports: drawSports,
  festival: drawFestival,
  culture: drawCulture,
  soft: drawSoft,
};
