// The notices module's door: other modules and the composition root import only this file.
export { noticesModule } from './notices.module';
