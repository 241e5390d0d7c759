// The uploads module's door: other modules and the composition root import only this file. It alone
// writes the uploads table (decision 131): the shop writes through `uploadRecords(tx)`.
export { uploadsPersonalData } from './personal-data';
export { uploadErasure } from './upload-erasure';
export { uploadRecords } from './upload-records';
export { uploadsModule } from './uploads.module';
