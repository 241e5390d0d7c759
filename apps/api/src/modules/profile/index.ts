// The profile module's door: other modules and the composition root import only this file.
export { assertAddressReviewed } from './address.service';
export { profileModule } from './profile.module';
