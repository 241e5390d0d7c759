// The producer's finance screens' door: other modules and the composition root import only this file.
export { adminFinanceModule } from './admin-finance.module';
