// The face engine (decision 138): @vladmandic/face-api on the tfjs WebAssembly backend, its models read from
// the package's own model/ folder, so it runs offline on CPU. The native tfjs-node downloads a binary at
// install and cannot be used here.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

export type DetectedFace = {
  box: { x: number; y: number; width: number; height: number };
  score: number;
  descriptor: Float32Array;
};

/** Photos are shrunk to this longest side before detection: faces a guest can recognise stay well above
 * SSD's smallest, and a 24-megapixel original would cost twenty times the time (decision 138). */
export const DETECT_LONGEST_SIDE = 1024;
/** SSD MobileNet v1 confidence below which a detection is not a face. */
export const MIN_DETECTION_SCORE = 0.5;
/** At most this many faces per photo (a class photo of 60 plus margin). */
export const MAX_FACES = 100;

// CommonJS on purpose: face-api's node-wasm build `require`s @tensorflow/tfjs and the wasm backend, and the
// backend must be the very instance it registered with.
const require = createRequire(import.meta.url);
type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js');
type WasmBackend = typeof import('@tensorflow/tfjs-backend-wasm');
type Tf = typeof import('@tensorflow/tfjs');

let ready: Promise<FaceApi> | undefined;

/** Loads tfjs (wasm) and the three models once per process; a failed load is retried on the next call. */
export function faceApi(): Promise<FaceApi> {
  ready ??= load().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

async function load(): Promise<FaceApi> {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as WasmBackend;
  // The .wasm files from node_modules, never a CDN (decision 138).
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  wasm.setWasmPaths(`${wasmDir}${path.sep}`);
  const tf = require('@tensorflow/tfjs') as Tf;
  await tf.setBackend('wasm');
  await tf.ready();
  const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  return faceapi;
}

/** An image as RGB pixels, turned by its EXIF orientation and shrunk to DETECT_LONGEST_SIDE. */
export async function decodeForDetection(image: Buffer) {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize({
      width: DETECT_LONGEST_SIDE,
      height: DETECT_LONGEST_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * Faces in a JPEG/PNG/WebP buffer, biggest first; loads the models once per process (lazy).
 * Boxes are RELATIVE to the upright image (0..1 of its width and height, after EXIF orientation), so they
 * hold on the original, the preview and the thumbnail alike (decision 138).
 */
export function detectFaces(image: Buffer): Promise<DetectedFace[]> {
  return describe(image, 'photo');
}

/**
 * The faces of a selfie (decision 139): one large face, found by the tiny detector (416 px input, a
 * quarter of SSD's cost) and, when it finds none, by SSD like a photo. Both feed the same landmark and
 * recognition nets, so a selfie's descriptor is compared with the photos' on equal terms (measured on the
 * package's samples: 0.07–0.12 from the same face indexed by SSD, as SSD's own crop gives 0.06–0.12).
 */
export async function detectSelfieFaces(image: Buffer): Promise<DetectedFace[]> {
  const quick = await describe(image, 'selfie');
  return quick.length > 0 ? quick : describe(image, 'photo');
}

async function describe(image: Buffer, kind: 'photo' | 'selfie'): Promise<DetectedFace[]> {
  const faceapi = await faceApi();
  const { pixels, width, height, channels } = await decodeForDetection(image);
  const tf = require('@tensorflow/tfjs') as Tf;
  const input = tf.tidy(() => {
    const rgba = tf.tensor3d(new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length), [
      height,
      width,
      channels,
    ]);
    // Grey images decode to one channel; the models want three.
    return channels === 3 ? rgba : tf.tile(tf.slice(rgba, [0, 0, 0], [height, width, 1]), [1, 1, 3]);
  });
  try {
    const options =
      kind === 'photo'
        ? new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_DETECTION_SCORE, maxResults: MAX_FACES })
        : new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.3 });
    const found = await faceapi
      .detectAllFaces(input as never, options)
      .withFaceLandmarks()
      .withFaceDescriptors();
    return found
      .map((f) => {
        // Clipped to the picture (SSD may reach past an edge), then relative to its size.
        const b = f.detection.box;
        const x = clamp(b.x, 0, width);
        const y = clamp(b.y, 0, height);
        return {
          box: {
            x: x / width,
            y: y / height,
            width: clamp(b.width, 0, width - x) / width,
            height: clamp(b.height, 0, height - y) / height,
          },
          score: f.detection.score,
          descriptor: Float32Array.from(f.descriptor),
        };
      })
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  } finally {
    input.dispose();
  }
}

function clamp(n: number, min: number, max: number) {
  return Math.min(max, Math.max(min, n));
}
