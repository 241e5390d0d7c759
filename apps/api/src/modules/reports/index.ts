// The reports module's door: other modules and the composition root import only this file.
export { reportsModule } from './reports.module';
