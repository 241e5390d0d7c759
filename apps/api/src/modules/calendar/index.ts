// The calendar module's door: other modules and the composition root import only this file.
export { calendarQueues } from './calendar.jobs';
export { calendarModule } from './calendar.module';
export { remindersPersonalData } from './personal-data.repository';
