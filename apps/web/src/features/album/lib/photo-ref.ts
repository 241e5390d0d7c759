import type { AlbumPhotoRef, AlbumPhotoWire } from '@portal/domain';

/** What the cart keeps of an album photo: its id, its event, its thumbnail and the credits flag. */
export function photoRef(photo: AlbumPhotoWire, eventId: number): AlbumPhotoRef {
  return { id: photo.id, evento: eventId, caminho: photo.caminho, ignorarCreditos: photo.ignorarCreditos };
}
