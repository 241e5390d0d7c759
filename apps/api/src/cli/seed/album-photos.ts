import { availableParallelism } from 'node:os';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import type { Storage } from '../../lib/storage';
import { photoPipeline } from '../../modules/photos/pipeline';
import { unitOfWork } from '../../platform/unit-of-work';

const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

/** Photos per demo photo event, in the order the demo creates them. */
const PER_EVENT = [36, 24] as const;

const PALETTES = [
  ['#0f766e', '#84cc16'],
  ['#7c2d12', '#f59e0b'],
  ['#1e3a8a', '#38bdf8'],
  ['#581c87', '#f472b6'],
  ['#14532d', '#facc15'],
  ['#7f1d1d', '#fb7185'],
] as const;

/** A demo "photo": a gradient with shapes, the event's name and the photo's number; every fifth is portrait. */
function demoPhoto(event: string, n: number): Promise<Buffer> {
  const portrait = n % 5 === 0;
  const [w, h] = portrait ? [560, 840] : [840, 560];
  const [from, to] = PALETTES[n % PALETTES.length]!;
  const cx = (n * 137) % w;
  const cy = (n * 89) % h;
  const title = event.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${cy}" r="${120 + (n % 7) * 25}" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${w - cx}" cy="${h - cy}" r="${80 + (n % 5) * 30}" fill="#000000" fill-opacity="0.10"/>
  <text x="${w / 2}" y="${h / 2 - 10}" ${FONT} font-size="44" font-weight="bold" fill="#ffffff" text-anchor="middle">${title}</text>
  <text x="${w / 2}" y="${h / 2 + 50}" ${FONT} font-size="30" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">Foto ${n}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, lane));
}

/**
 * The demo's albums (decision 65): generated photos go through the same pipeline as a producer's (stored
 * original, thumbnail, watermarked preview), so `npm start` shows real albums. The jobs the pipeline would
 * queue are run here at once, one per core, since no worker runs yet while the portal seeds.
 */
export async function seedAlbumPhotos(db: Db, storage: Storage, graduationId: number): Promise<number> {
  const photoEvents = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.graduationId, graduationId), eq(events.mediaType, 0)))
    .orderBy(events.id);
  const queued: number[] = [];
  const pipeline = photoPipeline({
    db,
    uow: unitOfWork(db),
    storage,
    jobs: {
      async send(_queue, data) {
        queued.push((data as { photoId: number }).photoId);
        return String(queued.length);
      },
    },
  });
  const files = photoEvents.flatMap((e, i) =>
    Array.from({ length: PER_EVENT[i] ?? 0 }, (_, k) => ({ event: e, n: k + 1 })),
  );
  const lanes = Math.max(1, availableParallelism());
  await pool(files, lanes, async ({ event, n }) => {
    const bytes = await demoPhoto(event.name, n);
    const name = `${String(n).padStart(3, '0')}.jpg`;
    await pipeline.receive(null, { eventId: event.id, name, bytes, position: n });
  });
  await pool(queued, lanes, async (id) => {
    await pipeline.derive(id);
  });
  return queued.length;
}
