/** The journey's paths for the e2e tests: a path whose steps another path starts with adds nothing (its steps run in the longer one). */
import { transitionPaths, type ModelPath } from '../test-utils/model-paths';
import { newsFlowMachine } from './news-flow.machine';

export function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  return paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

export function journeyPaths(): ModelPath[] {
  return withoutPrefixes(transitionPaths(newsFlowMachine, {}));
}
