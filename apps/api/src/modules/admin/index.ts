// The admin module's door: other modules and the composition root import only this file.

export { adminModule } from './admin.module';
export { adminQueues } from './audit.jobs';
// The student's own data (decision 137) reads the administrators' actions on them through the door.
export { type AuditService, auditService } from './audit.service';
