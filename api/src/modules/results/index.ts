/** The results module: built, ranked and published results, behind `app.results`. */
export { default } from './results-plugin';
export type { BuiltCategory } from './result-build';
