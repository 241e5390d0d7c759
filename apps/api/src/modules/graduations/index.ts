// The graduations module's door: other modules and the composition root import only this file. It alone
// writes the graduations table (decision 131): registration takes a vacancy through `takeSeat(tx, id)`.
export { graduationFaceSearch } from './face-search.repository';
export { graduationsModule } from './graduations.module';
export { takeSeat } from './seats';
