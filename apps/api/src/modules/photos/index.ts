// The photos module's door: other modules and the composition root import only this file.
export { folderIngest } from './folder-ingest';
export { type PhotoOriginals, photoOriginals } from './originals';
export { type PhotoAccessService, type PhotoMedia, photoMedia } from './photo-access';
export { photosQueues } from './photos.jobs';
export { photosModule } from './photos.module';
