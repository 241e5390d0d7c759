// The registration module's door: other modules and the composition root import only this file.
export { registrationModule } from './registration.module';
