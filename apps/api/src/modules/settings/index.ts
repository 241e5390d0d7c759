// The settings module's door: other modules and the composition root import only this file. The
// settings table is written only behind it (the payment settings screen through `storeSettings(tx)`,
// the orders' Sedex fallback through `readSetting` and `storeSettings`).

export { settingsModule } from './settings.module';
export { type SettingsService, settingsService } from './settings.service';
export { readSetting, storeSettings } from './settings-keys';
