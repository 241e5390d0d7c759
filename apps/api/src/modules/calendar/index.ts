// The calendar module's door: other modules and the composition root import only this file.
export { calendarModule } from './calendar.module';
