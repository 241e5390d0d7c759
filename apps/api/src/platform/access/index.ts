export {
  type AccessFlags,
  decideAccess,
  linkedStudentId,
  type Permission,
  requirePermission,
  type StudentAccess,
} from './access';
export { accessPlugin, type StudentLoader, type StudentRouteOptions } from './access.plugin';
export { type AccessStudent, accessStudentColumns } from './access.repository';
