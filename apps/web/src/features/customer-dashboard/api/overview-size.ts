/** How many rows each of the dashboard's lists shows; the rest are one 'See all' away. */
export const OVERVIEW_SIZE = 5;
