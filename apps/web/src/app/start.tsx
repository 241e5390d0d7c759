import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { joinOtherTabs } from '../lib/session';
import { createQueryClient, Providers } from './providers';
import { createAppRouter } from './router';

/**
 * The app's last start steps (main.tsx runs the first ones): the query client and the router (which
 * matches the URL and starts the landing route's code and loaders), then, in a task of its own, the first
 * render (time-sliced by React).
 */
export async function startApp(container: HTMLElement, nextTask: () => Promise<void>): Promise<void> {
  // Before the router reads the session: a tab opened without one may take it from another tab.
  await joinOtherTabs();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  await nextTask();
  createRoot(container).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
