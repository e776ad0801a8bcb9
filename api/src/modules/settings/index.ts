/** The settings module: the site settings an admin changes without a rebuild, behind `app.settings`. */
export { default } from './settings-plugin';
export type { SettingsService } from './settings-service';
