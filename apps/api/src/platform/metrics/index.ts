// Operators' metrics (decision 132): the request hook the app registers, and the separate listener main.ts
// opens when METRICS_PORT is set.
export { metricsPortFromEnv, registerMetrics, serveMetrics } from './metrics';
