// The photos module's door: other modules and the composition root import only this file.
export { type PhotoOriginals, photoOriginals } from './originals';
export { type PhotoAccessService, type PhotoMedia, photoMedia } from './photo-access';
export { photosModule } from './photos.module';
