import type { RouteObject } from 'react-router';
import { patterns } from '../config/paths';
import { RouteError } from './route-error';
import type { PageModule } from './router';

type Lazy = (load: () => Promise<PageModule>) => NonNullable<RouteObject['lazy']>;

/**
 * The back-office's routes (DESIGN §4b), added under their guard on the first visit to /admin
 * (router.tsx's patchBackoffice), so that the portal's first chunk does not carry them (decision 91).
 */
export function backofficeRoutes(lazy: Lazy): RouteObject[] {
  return [
    {
      path: patterns.admin,
      lazy: lazy(() => import('../backoffice/backoffice-layout')),
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // The student picker (act as a student, send an access link) is the back-office's home.
            { index: true, lazy: lazy(() => import('../features/admin/pages/admin-home-page')) },
            {
              path: patterns.adminGraduations,
              lazy: lazy(() => import('../backoffice/features/graduations/pages/graduations-page')),
            },
            {
              path: patterns.adminGraduationNew,
              lazy: lazy(() => import('../backoffice/features/graduations/pages/new-graduation-page')),
            },
            {
              path: patterns.adminGraduation,
              lazy: lazy(() => import('../backoffice/routes/graduation-page')),
            },
            {
              path: patterns.adminStudentNew,
              lazy: lazy(() => import('../backoffice/routes/student-page')),
            },
            {
              path: patterns.adminStudent,
              lazy: lazy(() => import('../backoffice/routes/student-page')),
            },
            {
              path: patterns.adminInstitutions,
              lazy: lazy(() => import('../backoffice/features/institutions/pages/institutions-page')),
            },
            {
              path: patterns.adminNotices,
              lazy: lazy(() => import('../backoffice/features/notices/pages/notices-page')),
            },
            {
              path: patterns.adminEvents,
              lazy: lazy(() => import('../backoffice/features/events/pages/events-picker-page')),
            },
            {
              path: patterns.adminEvent,
              lazy: lazy(() => import('../backoffice/features/events/pages/event-page')),
            },
            {
              path: patterns.adminAudit,
              lazy: lazy(() => import('../backoffice/features/audit/pages/audit-page')),
            },
            {
              path: patterns.adminFailedJobs,
              lazy: lazy(() => import('../backoffice/features/jobs/pages/failed-jobs-page')),
            },
            {
              path: patterns.adminShop,
              lazy: lazy(() => import('../backoffice/features/shop/pages/shop-page')),
            },
            {
              path: patterns.adminOrders,
              lazy: lazy(() => import('../backoffice/features/orders/pages/orders-board-page')),
            },
            {
              path: patterns.adminPicking,
              lazy: lazy(() => import('../backoffice/features/orders/pages/picking-list-page')),
            },
            {
              path: patterns.adminOrder,
              lazy: lazy(() => import('../backoffice/features/orders/pages/order-page')),
            },
            {
              path: patterns.adminStaff,
              lazy: lazy(() => import('../backoffice/features/staff/pages/staff-page')),
            },
            {
              path: patterns.adminDeletions,
              lazy: lazy(() => import('../backoffice/features/privacy/pages/deletions-page')),
            },
            {
              path: patterns.adminSettings,
              lazy: lazy(() => import('../backoffice/features/settings/pages/settings-page')),
            },
            {
              path: patterns.adminStudentFinance,
              lazy: lazy(() => import('../backoffice/features/finance/pages/student-finance-page')),
            },
            {
              path: patterns.adminReceipt,
              lazy: lazy(() => import('../backoffice/features/finance/pages/receipt-page')),
            },
            {
              path: patterns.adminFinance,
              lazy: lazy(() => import('../backoffice/features/finance/pages/finance-page')),
            },
          ],
        },
      ],
    },
  ];
}
