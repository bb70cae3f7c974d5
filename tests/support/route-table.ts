/**
 * The portal's route table, as the app puts it together from the features' manifests, for the
 * tests of the machines and rules that take it (a feature never imports `src/app`).
 */
export { ROUTE_TABLE } from '../../src/app/features'
