// The health check's door: the composition root imports only this file.
export { healthRoutes } from './health.routes';
