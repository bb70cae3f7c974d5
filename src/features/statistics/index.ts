/** The statistics screens (S2 §2.4): a route chunk of their own, with chart.js. */
export { StatisticsViews, type StatisticsViewDeps } from './views/deps'
