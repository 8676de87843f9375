import sharp from 'sharp';
import { drawShareImage } from './share-image-drawing';

/** A tall two-colour picture: red above, blue below the middle. */
const redOverBlue = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900"><rect width="600" height="450" fill="#f00"/><rect y="450" width="600" height="450" fill="#00f"/></svg>',
);

async function pixel(jpeg: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

describe('drawShareImage', () => {
  it('draws a 1200×630 JPEG of the background cropped around its focal point', async () => {
    const top = await drawShareImage('Høyspent', 'Kulturhuset', {
      bytes: redOverBlue,
      focalPoint: { x: 0.5, y: 0 },
    });
    expect(await sharp(top).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The crop keeps the top (red) and the gradient leaves the upper part of the picture as it is.
    const [red, , blue] = await pixel(top, 1100, 40);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);
    const bottom = await drawShareImage('Høyspent', 'Kulturhuset', {
      bytes: redOverBlue,
      focalPoint: { x: 0.5, y: 1 },
    });
    const [red2, , blue2] = await pixel(bottom, 1100, 40);
    expect(blue2).toBeGreaterThan(200);
    expect(red2).toBeLessThan(60);
  });

  it('writes the title in white over a page without an image', async () => {
    const plain = await drawShareImage('Kontakt oss', 'Kulturhuset', undefined);
    expect(await sharp(plain).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The title's white strokes stand at the lower left; the rest is the dark brand colour.
    const brightest = async (top: number) =>
      (
        await sharp(
          await sharp(plain).extract({ left: 64, top, width: 500, height: 90 }).toBuffer(),
        ).stats()
      ).channels[0]?.max ?? 0;
    expect(await brightest(480)).toBeGreaterThan(200);
    expect(await brightest(100)).toBeLessThan(80);
  });
});
