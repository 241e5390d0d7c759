import type { MyPhotosResponse } from '@portal/domain';

type MyPhoto = MyPhotosResponse['fotos'][number];

/**
 * Each bought photo's name for the student (decision 134): its event and its number among the photos bought
 * from that event, in the order they were stored (photo id), e.g. 'Baile de gala · foto 2'. Original file
 * names repeat across events ('001.jpg'), so they name nothing.
 */
export function myPhotoNames(photos: readonly MyPhoto[]): Map<MyPhoto, string> {
  const byEvent = new Map<number, MyPhoto[]>();
  for (const photo of photos) byEvent.set(photo.evento, [...(byEvent.get(photo.evento) ?? []), photo]);
  const names = new Map<MyPhoto, string>();
  for (const group of byEvent.values()) {
    const ids = [...new Set(group.map((p) => p.id))].sort((a, b) => a - b);
    for (const photo of group) names.set(photo, `${photo.eventoNome} · foto ${ids.indexOf(photo.id) + 1}`);
  }
  return names;
}
