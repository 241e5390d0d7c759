// The home module's door: other modules and the composition root import only this file.
export { homeModule } from './home.module';
