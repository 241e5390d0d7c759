// The graduations module's door: other modules and the composition root import only this file.
export { graduationsModule } from './graduations.module';
