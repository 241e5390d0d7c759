import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// Sample photos that ship inside face-api's package (demo/): real faces, no download. Each holds 3–5
// people; sample 1's first face, cropped, is the selfie, and sample 6 holds none of sample 1's people.
const require = createRequire(import.meta.url);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

export const samplePhoto = (n: number): Buffer => readFileSync(path.join(demo, `sample${n}.jpg`));

type Box = { x: number; y: number; width: number; height: number };

/** A square around a face (a box relative to the photo), twice its size: how a selfie frames a face. */
export async function cropFace(photo: Buffer, box: Box): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const side = Math.round(Math.max(box.width * width, box.height * height) * 2);
  const left = Math.max(0, Math.round((box.x + box.width / 2) * width - side / 2));
  const top = Math.max(0, Math.round((box.y + box.height / 2) * height - side / 2));
  return sharp(photo)
    .extract({ left, top, width: Math.min(side, width - left), height: Math.min(side, height - top) })
    .jpeg()
    .toBuffer();
}

/** The selfie shrunk so its face is about `facePx` wide, alone on a grey 900 px picture. */
export async function faceFarAway(selfie: Buffer, facePx: number): Promise<Buffer> {
  const small = await sharp(selfie)
    .resize(facePx * 2)
    .toBuffer();
  return sharp({ create: { width: 900, height: 900, channels: 3, background: '#808080' } })
    .composite([{ input: small, left: 400, top: 400 }])
    .jpeg()
    .toBuffer();
}

/** A picture with no face at all. */
export const noFacePicture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .toBuffer();

/** A multipart body with one file field `selfie`. */
export function selfieBody(content: Buffer, type = 'image/jpeg') {
  const boundary = '----selfie139';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="selfie.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
