import { type ComponentType, use } from 'react';

/**
 * Renders the component a slot's `ready` promise resolves to, suspending until then (the nearest Suspense
 * shows its fallback). A slot starts its code and its calls in one promise, so the part mounts with its
 * answers already cached: it renders once, in a transition React time-slices, instead of a spinner and
 * then each answer as it comes, which React renders in one long task per answer (useSyncExternalStore
 * updates are synchronous; decision 95). `props` are what the app hands the part (decision 57).
 */
export function WhenReady<P extends object>({
  ready,
  props,
}: {
  ready: Promise<ComponentType<P>>;
  props: P;
}) {
  const Part = use(ready);
  return <Part {...props} />;
}
