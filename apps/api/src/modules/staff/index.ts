// The staff module's door (decisions 114, 115): the back-office's staff calls, the setup link, the first
// run of main.ts and the admin:create command.
export { CLI_ACTION, createAdminFromCli, disableDemoAccounts } from './admin-cli';
export { ADMIN_CREATE_COMMAND, demoRefusal, firstRun } from './first-run';
export { issueSetupLink, SETUP_TTL_MS, setupPath } from './setup.service';
export { staffModule } from './staff.module';
