/** Text layout of posters: estimated glyph widths, wrapping, balancing and fitting the title, the label. */
import { accent, escapeXml, n, type Canvas } from './canvas';

const FONT = "system-ui, 'Segoe UI', Roboto, Arial, sans-serif";

/**
 * Estimated advance of one character in em for bold sans-serif: ≈ 0.55 on average, a little
 * generous so the wider system fonts (Segoe UI, Roboto, DejaVu) still fit.
 */
function charWidth(char: string): number {
  if (/[iljI.,:;'!|\s]/.test(char)) return 0.32;
  if (/[ftr]/.test(char)) return 0.42;
  if (/[mwMWÆ]/.test(char)) return 0.92;
  if (/[A-ZØÅ0-9]/.test(char)) return 0.72;
  return 0.6;
}

function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let width = 0;
  for (const char of text) width += charWidth(char) * fontSize + letterSpacing;
  return width;
}

/** Greedy word wrap; words longer than a line are split. */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const rawWord of text.split(/\s+/).filter(Boolean)) {
    let word = rawWord;
    while (textWidth(word, fontSize) > maxWidth) {
      let cut = word.length - 1;
      while (cut > 1 && textWidth(`${word.slice(0, cut)}-`, fontSize) > maxWidth) cut -= 1;
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(`${word.slice(0, cut)}-`);
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, fontSize) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The same number of lines, but as even as possible (no lone last word). */
function balance(title: string, size: number, maxWidth: number, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let best = lines;
  for (let width = maxWidth * 0.95; width > maxWidth * 0.4; width *= 0.95) {
    const candidate = wrap(title, size, width);
    if (
      candidate.length !== lines.length ||
      candidate.some((line) => line.endsWith('-') && !title.includes(line))
    )
      break;
    best = candidate;
  }
  return best;
}

function fitTitle(
  title: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
): { size: number; lines: string[] } {
  const step = Math.max(1, maxSize * 0.04);
  const longestWord = title
    .split(/\s+/)
    .reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  // First try to fit without splitting words, then allow splitting long words.
  for (const splitWords of [false, true]) {
    for (let size = maxSize; size >= minSize; size -= step) {
      if (!splitWords && textWidth(longestWord, size) > maxWidth) continue;
      const lines = wrap(title, size, maxWidth);
      if (lines.length <= 3) return { size, lines: balance(title, size, maxWidth, lines) };
    }
  }
  const lines = wrap(title, minSize, maxWidth).slice(0, 3);
  let last = lines[2] ?? '';
  while (last.length > 1 && textWidth(`${last}…`, minSize) > maxWidth) last = last.slice(0, -1);
  lines[2] = `${last.trimEnd()}…`;
  return { size: minSize, lines };
}

function truncate(text: string, fontSize: number, maxWidth: number, letterSpacing: number): string {
  if (textWidth(text, fontSize, letterSpacing) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, fontSize, letterSpacing) > maxWidth)
    cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The title (at most three lines, fitted) and label at the bottom of a poster, over a scrim for contrast. */
export function posterText(c: Canvas, title: string, label: string): string {
  const { w, h } = c;
  const margin = w * 0.08;
  const maxWidth = w - margin * 2;
  const { size, lines } = fitTitle(
    title.trim(),
    maxWidth,
    Math.min(w * 0.15, h * 0.1),
    Math.min(w * 0.06, h * 0.045),
  );
  const lineHeight = size * 1.1;
  const bottom = h - margin;
  const firstBaseline = bottom - lineHeight * (lines.length - 1);
  // Scrim behind the text so white type always has strong contrast.
  const textTop = firstBaseline - size - (label ? size * 0.9 : 0);
  const scrimTop = Math.max(0, textTop - h * 0.18);
  c.defs.push(
    `<linearGradient id="${c.id}t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset=".45" stop-opacity=".6"/><stop offset="1" stop-opacity=".82"/></linearGradient>`,
  );
  let out = `<rect y="${n(scrimTop)}" width="${w}" height="${n(h - scrimTop)}" fill="url(#${c.id}t)"/>`;
  out += `<g font-family="${FONT}" fill="#fff">`;
  if (label) {
    const labelSize = Math.max(11, w * 0.036);
    const spacing = labelSize * 0.12;
    const labelY = firstBaseline - size - labelSize * 0.6;
    const text = truncate(label.toUpperCase(), labelSize, maxWidth, spacing);
    out += `<rect x="${n(margin)}" y="${n(labelY - labelSize * 2.1)}" width="${n(w * 0.1)}" height="${n(Math.max(3, w * 0.008))}" fill="${accent(c, 0)}"/>`;
    out += `<text x="${n(margin)}" y="${n(labelY)}" font-size="${n(labelSize)}" font-weight="600" letter-spacing="${n(spacing)}" fill="${c.pal.label}">${escapeXml(text)}</text>`;
  }
  out += `<text x="${n(margin)}" y="${n(firstBaseline)}" font-size="${n(size)}" font-weight="800">`;
  lines.forEach((line, index) => {
    out += `<tspan x="${n(margin)}"${index === 0 ? '' : ` dy="${n(lineHeight)}"`}>${escapeXml(line)}</tspan>`;
  });
  return `${out}</text></g>`;
}
