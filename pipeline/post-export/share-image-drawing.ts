import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { FocalPoint } from '@/lib/schemas';
import { SHARE_IMAGE_SIZE } from '@/lib/share-image';

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
/** Margin around the text, px. */
const MARGIN = 64;
/** The site's brand colour (app/globals.css `--brand`): the background of a page without an image. */
const BRAND = '#1d1836';
/** Title sizes tried in turn (pt at 72 dpi = px) until the title fits in three lines. */
const TITLE_SIZES = [64, 54, 46, 40];
const TITLE_MAX_HEIGHT = 3 * 64 * 1.25;
/** fontconfig names: Liberation Sans has Arial's metrics (the site's stack ends in Arial); else any sans-serif the machine has. */
const FONT = 'Liberation Sans, DejaVu Sans, Arial, sans-serif';
/**
 * JPEG quality: a 1200×630 share image of 30–60 KB, well under every platform's limit (Facebook
 * 8 MB, X 5 MB). Plain libjpeg-turbo, not mozjpeg: mozjpeg made files about a fifth smaller but
 * took 4× as long (80 vs 19 ms a picture), which thousands of pages feel.
 */
const QUALITY = 82;
/** Cropped backgrounds kept for the next pictures: pages that share an image are drawn one after another (share-images.ts sorts them). */
const KEPT_BACKGROUNDS = 4;

/** The background, in the picture: an image file's bytes and its focal point, or none (brand colour). */
export interface Background {
  bytes: Buffer;
  focalPoint?: FocalPoint;
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const kept = new Map<string, Promise<Buffer>>();

/** `coverCrop`, done once for pages that share a background (rendering an SVG is most of a picture's time). */
function keptCrop(background: Background): Promise<Buffer> {
  const key = createHash('sha256')
    .update(background.bytes)
    .update(JSON.stringify(background.focalPoint ?? null))
    .digest('hex');
  let crop = kept.get(key);
  if (!crop) {
    crop = coverCrop(background);
    kept.set(key, crop);
    if (kept.size > KEPT_BACKGROUNDS) kept.delete(kept.keys().next().value as string);
  }
  return crop;
}

/** The background scaled to cover 1200×630 and cropped around its focal point (centre by default). */
async function coverCrop({ bytes, focalPoint = { x: 0.5, y: 0.5 } }: Background): Promise<Buffer> {
  const { width = WIDTH, height = HEIGHT } = await sharp(bytes).metadata();
  const scale = Math.max(WIDTH / width, HEIGHT / height);
  const scaled = {
    width: Math.max(WIDTH, Math.round(width * scale)),
    height: Math.max(HEIGHT, Math.round(height * scale)),
  };
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  // A vector image smaller than the picture is rendered larger (density), not scaled up blurred.
  return (
    sharp(bytes, { density: 72 * Math.min(Math.max(scale, 1), 4) })
      .resize(scaled.width, scaled.height, { fit: 'fill' })
      .extract({
        left: clamp(focalPoint.x * scaled.width - WIDTH / 2, scaled.width - WIDTH),
        top: clamp(focalPoint.y * scaled.height - HEIGHT / 2, scaled.height - HEIGHT),
        width: WIDTH,
        height: HEIGHT,
      })
      // Lossless in between (a JPEG background is encoded once, at the end), and fast: it is read back at once.
      .png({ compressionLevel: 1 })
      .toBuffer()
  );
}

/** White text wrapped at the picture's width, rendered by Pango: the title at the first size that fits, or the site name. */
async function textLayer(
  markup: string,
  sizes: readonly number[],
  maxHeight: number,
): Promise<{ input: Buffer; height: number }> {
  for (const size of sizes) {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="white">${markup}</span>`,
        font: `${FONT} ${size}`,
        width: WIDTH - 2 * MARGIN,
        rgba: true,
        wrap: 'word',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    if (info.height <= maxHeight || size === sizes.at(-1))
      return { input: data, height: info.height };
  }
  throw new Error('no title size given');
}

/** A dark gradient over the lower part, so white text stays readable (contrast) on any picture. */
const SHADE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".62" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity=".88"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/></svg>`,
);

/**
 * A 1200×630 JPEG share image: the background cropped around its focal point (or the brand
 * colour), a dark gradient, the site's name and the page's title in white at the bottom left.
 * Drawn with sharp (libvips: librsvg for SVG, Pango for text, libjpeg-turbo).
 * @throws Error when the background cannot be decoded.
 */
export async function drawShareImage(
  title: string,
  siteTitle: string,
  background: Background | undefined,
): Promise<Buffer> {
  const base = background
    ? sharp(await keptCrop(background))
    : sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: BRAND } });
  const heading = await textLayer(`<b>${escapeMarkup(title)}</b>`, TITLE_SIZES, TITLE_MAX_HEIGHT);
  const headingTop = HEIGHT - MARGIN - heading.height;
  // The site's name above the title, unless the title is the name (the front page).
  const site =
    title === siteTitle ? undefined : await textLayer(escapeMarkup(siteTitle), [30], Infinity);
  return base
    .composite([
      { input: SHADE },
      ...(site
        ? [
            {
              input: site.input,
              left: MARGIN,
              top: Math.max(MARGIN, headingTop - site.height - 12),
            },
          ]
        : []),
      { input: heading.input, left: MARGIN, top: Math.max(MARGIN, headingTop) },
    ])
    .flatten({ background: BRAND })
    .jpeg({ quality: QUALITY })
    .toBuffer();
}
