// The admin module's door: other modules and the composition root import only this file.
export { adminQueues } from './audit.jobs';
export { adminModule } from './admin.module';
