import { createLoader } from '../loader/loader.machine';
import { loadComparison } from './compare.actors';

/** The compare pages' data: the two sides compared, or each side's state (machines/loader). */
export const comparisonLoader = createLoader(loadComparison);
