// Its own module, without imports: the home's committee card reads it without the tallies' code (decision 156).

/**
 * How many names of classmates who have not sent a file each dashboard screen lists (decision 151); the rest
 * come a page at a time from the dashboard's `/faltam` call, and the CSV holds them all.
 */
export const DASHBOARD_MISSING_PAGE = 20;

/** How many more of those names each 'Ver mais' asks for (the `/faltam` call's `limite`). */
export const DASHBOARD_MISSING_MORE = 100;
