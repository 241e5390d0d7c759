// The auth feature's public face for the app shell (header and layout). Pages stay behind the route table's
// lazy imports: nothing here may import a page, or the main chunk would carry it.
export { useSignOutEverywhere } from './api/sign-out-everywhere';
export { EmailConfirmBanner } from './components/email-confirm-banner';
