// The uploads module's door: other modules and the composition root import only this file.
export { uploadsModule } from './uploads.module';
