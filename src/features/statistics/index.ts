/** The statistics screens (S2 §2.4): a route chunk of their own, with chart.js. */
export { STATISTICS_PERMISSIONS, mayOpenStatistics } from './domain/access'
