// The admin module's door: other modules and the composition root import only this file.

export { adminModule } from './admin.module';
export { adminQueues } from './audit.jobs';
