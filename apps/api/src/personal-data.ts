import type { Db } from './db/client';
import { auditService } from './modules/admin';
import { accountPersonalData } from './modules/auth';
import { remindersPersonalData } from './modules/calendar';
import { financePersonalData } from './modules/finance';
import { ordersPersonalData } from './modules/orders';
import type { PersonalDataSources } from './modules/privacy';
import { studentPersonalData } from './modules/students';
import { uploadsPersonalData } from './modules/uploads';
import type { AuditRouteTable } from './platform/audit/audit-routes';
import type { UnitOfWork } from './platform/unit-of-work';

/**
 * 'Meus dados' reads each part through the door of the module that holds it (decision 137); the composition
 * root fills the privacy module's port here, as it fills finance's (decision 111), so privacy imports none.
 */
export function personalDataSources(deps: {
  db: Db;
  uow: UnitOfWork;
  routes: AuditRouteTable;
}): PersonalDataSources {
  const audit = auditService(deps);
  return {
    registration: (id) => studentPersonalData(deps.db).registration(id),
    account: (id) => accountPersonalData(deps.db).ofStudent(id),
    contracts: (id) => financePersonalData(deps.db).contractsOf(id),
    orders: (id) => ordersPersonalData(deps.db).ofStudent(id),
    uploads: (id) => uploadsPersonalData(deps.db).ofStudent(id),
    remindersSent: (id) => remindersPersonalData(deps.db).ofStudent(id),
    adminActions: (id, afterId, limit) => audit.list({ studentId: id, depois: afterId, limit }),
  };
}
