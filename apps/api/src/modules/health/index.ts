// The health check's door: the composition root imports only this file.
export { healthModule } from './health.module';
