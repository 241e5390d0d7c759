// The students module's door: other modules and the composition root import only this file.
export { studentsModule } from './students.module';
