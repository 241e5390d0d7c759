/**
 * Leaving the portal for a provider's page (the card checkout is another site: a full page load). An
 * object, so a test can watch the departure without leaving jsdom.
 */
export const leave = {
  to(url: string): void {
    window.location.assign(url);
  },
};
