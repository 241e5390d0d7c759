// The platform's repeated-submit guard (decision 117): the composition root registers the plugin; create
// routes spread `app.idempotent()` into their options.
export { type IdempotentRouteOptions, idempotencyPlugin } from './idempotency.plugin';
