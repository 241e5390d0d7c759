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
              lazy: lazy(() => import('../backoffice/pages/graduations-page')),
            },
            {
              path: patterns.adminGraduationNew,
              lazy: lazy(() => import('../backoffice/pages/new-graduation-page')),
            },
            {
              path: patterns.adminGraduation,
              lazy: lazy(() => import('../backoffice/pages/graduation-page')),
            },
            {
              path: patterns.adminStudentNew,
              lazy: lazy(() => import('../backoffice/pages/student-page')),
            },
            {
              path: patterns.adminStudent,
              lazy: lazy(() => import('../backoffice/pages/student-page')),
            },
            {
              path: patterns.adminInstitutions,
              lazy: lazy(() => import('../backoffice/pages/institutions-page')),
            },
            {
              path: patterns.adminNotices,
              lazy: lazy(() => import('../backoffice/pages/notices-page')),
            },
            {
              path: patterns.adminEvents,
              lazy: lazy(() => import('../backoffice/events/events-picker-page')),
            },
            {
              path: patterns.adminEvent,
              lazy: lazy(() => import('../backoffice/events/event-page')),
            },
            {
              path: patterns.adminAudit,
              lazy: lazy(() => import('../backoffice/pages/audit-page')),
            },
            {
              path: patterns.adminFailedJobs,
              lazy: lazy(() => import('../backoffice/pages/failed-jobs-page')),
            },
            {
              path: patterns.adminShop,
              lazy: lazy(() => import('../backoffice/shop/shop-page')),
            },
            {
              path: patterns.adminOrders,
              lazy: lazy(() => import('../backoffice/orders/orders-board-page')),
            },
            {
              path: patterns.adminPicking,
              lazy: lazy(() => import('../backoffice/orders/picking-list-page')),
            },
            {
              path: patterns.adminOrder,
              lazy: lazy(() => import('../backoffice/orders/order-page')),
            },
            {
              path: patterns.adminSettings,
              lazy: lazy(() => import('../backoffice/settings/settings-page')),
            },
            {
              path: patterns.adminStudentFinance,
              lazy: lazy(() => import('../backoffice/finance/student-finance-page')),
            },
            {
              path: patterns.adminReceipt,
              lazy: lazy(() => import('../backoffice/finance/receipt-page')),
            },
            {
              path: patterns.adminFinance,
              lazy: lazy(() => import('../backoffice/finance/finance-page')),
            },
          ],
        },
      ],
    },
  ];
}
