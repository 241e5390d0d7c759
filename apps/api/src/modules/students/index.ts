// The students module's door: other modules and the composition root import only this file. It alone
// writes the students table (decision 131): other modules write through `studentRecords(tx)`.
export { studentPersonalData } from './personal-data.repository';
export { studentErasure } from './student-erasure';
export {
  calendarAddresses,
  closeStudentAccounts,
  type NewStudent,
  studentRecords,
} from './student-records';
export { studentsModule } from './students.module';
