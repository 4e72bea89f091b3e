import { createTestModel, serializeSnapshot, type TestModel } from 'xstate/graph';
import { createMachine, type AnyStateMachine, type EventObject, type Snapshot, type StateValue } from 'xstate';

type ModelOptions = NonNullable<Parameters<typeof createTestModel>[1]>;

export interface ModelStep {
  event: EventObject;
  value: StateValue;
  snapshot: Snapshot<unknown>;
}

export interface ModelPath {
  description: string;
  /** The machine's input and the state it starts in. */
  input: unknown;
  initialValue: StateValue;
  steps: ModelStep[];
}

interface Coverage {
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const data = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${data}`;
}

function describeValue(value: StateValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

type Config = Record<string, unknown> & {
  id?: string;
  invoke?: unknown;
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, Config>;
};

/**
 * The machine as a model for graph traversal: createTestModel cannot run invocations or delays,
 * so each invoke becomes the done/error events it would produce (its onDone / onError handlers)
 * and each delayed transition the 'xstate.after.…' event the real machine's timer raises.
 */
export function asModel(machine: AnyStateMachine): AnyStateMachine {
  const strip = (node: Config, id: string): Config => {
    const { invoke, after, states, on, ...rest } = node;
    const handlers: Record<string, unknown> = { ...(on ?? {}) };
    for (const inv of ([] as Array<Record<string, unknown>>).concat((invoke as never) ?? [])) {
      if (inv.onDone) handlers[`xstate.done.actor.${String(inv.id)}`] = inv.onDone;
      if (inv.onError) handlers[`xstate.error.actor.${String(inv.id)}`] = inv.onError;
    }
    for (const [delay, transition] of Object.entries(after ?? {})) handlers[`xstate.after.${delay}.${id}`] = transition;
    const stripped: Config = { ...rest };
    if (Object.keys(handlers).length) stripped.on = handlers;
    if (states) stripped.states = Object.fromEntries(Object.entries(states).map(([k, v]) => [k, strip(v, `${id}.${k}`)]));
    return stripped;
  };
  const config = machine.config as Config;
  return createMachine(strip(config, config.id ?? machine.id) as never, machine.implementations as never);
}

function describePath(steps: ModelStep[], initialValue: StateValue): string {
  if (steps.length === 0) return `starts in ${describeValue(initialValue)}`;
  return steps.map((s) => `${describeEvent(s.event)} → ${describeValue(s.value)}`).join(', ');
}

/** Paths that take one declared transition are at most this many (more only where guards part its outcomes). */
export const PATHS_PER_TRANSITION = 3;

/**
 * Paths generated from the machine's graph that together take every reachable transition: the
 * shortest path to each state the test tells apart (its serializeState), extended by each event
 * that state handles, from the machine's input or from each of `inputs`; then, of all those, the
 * shortest few for each declared transition (see `coveringPaths`), so that the count follows the
 * machine's transitions, not its context or its starts.
 */
export function transitionPaths(machine: AnyStateMachine, options: Partial<ModelOptions> & { inputs?: unknown[] }): ModelPath[] {
  const { inputs, ...rest } = options;
  const starts = inputs ?? [rest.input];
  return coveringPaths(
    machine,
    starts.flatMap((input) => candidatePaths(machine, { ...rest, input })),
  );
}

/** The shortest path to each state the test tells apart, extended by each event it handles. */
function candidatePaths(machine: AnyStateMachine, options: Partial<ModelOptions>): ModelPath[] {
  const serialize = (options.serializeState ?? serializeSnapshot) as (s: Snapshot<unknown>) => string;
  const model = createTestModel(asModel(machine), { ...options, serializeState: serialize as never }) as unknown as TestModel<
    Snapshot<unknown>,
    EventObject,
    unknown
  >;
  const adjacency = model.getAdjacencyMap();
  const shortest = new Map<string, ModelStep[]>();
  let initialValue: StateValue = '';
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const steps = path.steps
      .filter((step) => !step.event.type.startsWith('xstate.init'))
      .map((step) => ({ event: step.event, snapshot: step.state, value: (step.state as unknown as { value: StateValue }).value }));
    const key = serialize(path.state);
    if (steps.length === 0) initialValue = (path.state as unknown as { value: StateValue }).value;
    if (!shortest.has(key) || shortest.get(key)!.length > steps.length) shortest.set(key, steps);
  }
  const candidates: ModelPath[] = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = shortest.get(key) ?? [];
    if (Object.keys(transitions).length === 0) {
      // A state with no way out (final, or 'off'): the path that reaches it is a test of its own.
      candidates.push({ input: options.input, initialValue, description: describePath(head, initialValue), steps: head });
    }
    for (const { event, state } of Object.values(transitions) as Array<{ event: EventObject; state: Snapshot<unknown> }>) {
      const steps = [...head, { event, snapshot: state, value: (state as unknown as { value: StateValue }).value }];
      candidates.push({
        input: options.input,
        initialValue,
        description: describePath(steps, initialValue),
        steps,
      });
    }
  }
  return candidates;
}

/**
 * Of the candidate paths, the shortest few that end in each declared transition (the state nodes
 * the last step leaves, with its event type): first one per outcome (the event with its data and the
 * state reached, so each branch of a guard keeps a path), then the shortest others up to
 * PATHS_PER_TRANSITION. An event no active state handles keeps one path per event type (it must
 * leave the state as it was). A path into a state with no way out is always kept, and so is, at the end,
 * the shortest candidate for any state or transition the selection would otherwise miss.
 */
export function coveringPaths(machine: AnyStateMachine, candidates: ModelPath[]): ModelPath[] {
  const handled = new Map<string, Set<string>>();
  const visit = (node: StateNodeLike) => {
    handled.set(node.id, new Set([...node.transitions.keys()]));
    for (const child of Object.values(node.states)) visit(child as StateNodeLike);
  };
  visit(machine.root);
  const byLength = candidates.map((path, order) => ({ path, order })).sort((a, b) => a.path.steps.length - b.path.steps.length || a.order - b.order);
  const groups = new Map<string, { outcomes: Set<string>; kept: number }>();
  const groupOf = (path: ModelPath): { key: string; outcome: string } | null => {
    const last = path.steps.at(-1);
    if (!last) return null;
    const from = path.steps.length > 1 ? path.steps.at(-2)!.value : path.initialValue;
    const taken = activeNodeIds(machine.root, from).filter((id) => handled.get(id)?.has(last.event.type));
    const key = taken.length > 0 ? taken.map((id) => `${id} ⟶ ${last.event.type}`).join(' + ') : `unhandled ${last.event.type}`;
    // The outcome is what the step changes (the nodes it leaves and enters), not the whole value:
    // the same transition keeps one outcome whatever parallel regions or other states it is taken from.
    const before = new Set(activeNodeIds(machine.root, from));
    const after = new Set(activeNodeIds(machine.root, last.value));
    const left = [...before].filter((id) => !after.has(id));
    const entered = [...after].filter((id) => !before.has(id));
    const change = left.length + entered.length === 0 ? 'stays' : `${left.join(',')} → ${entered.join(',')}`;
    return { key, outcome: `${describeEvent(last.event)}: ${change}` };
  };
  const chosen = new Set<number>();
  // One path per outcome of each transition, shortest first...
  for (const { path, order } of byLength) {
    const group = groupOf(path);
    if (!group) {
      chosen.add(order);
      continue;
    }
    const entry = groups.get(group.key) ?? { outcomes: new Set<string>(), kept: 0 };
    groups.set(group.key, entry);
    const unhandled = group.key.startsWith('unhandled ');
    if (!entry.outcomes.has(group.outcome) && (!unhandled || entry.kept === 0)) {
      entry.outcomes.add(group.outcome);
      entry.kept++;
      chosen.add(order);
    }
  }
  // ...then the shortest others, up to the bound.
  for (const { path, order } of byLength) {
    if (chosen.has(order)) continue;
    const group = groupOf(path);
    const entry = group && groups.get(group.key);
    if (entry && entry.kept < PATHS_PER_TRANSITION && !group.key.startsWith('unhandled ')) {
      entry.kept++;
      chosen.add(order);
    }
  }
  // Whatever the candidates cover, the selection covers too.
  const selected = () => byLength.filter(({ order }) => chosen.has(order)).map(({ path }) => path);
  const all = coverageOf(machine, candidates);
  let missing = coverageOf(machine, selected());
  for (const { path, order } of byLength) {
    const lacking = [...missing.states.missing, ...missing.transitions.missing].filter(
      (k) => !all.states.missing.includes(k) && !all.transitions.missing.includes(k),
    );
    if (lacking.length === 0) break;
    if (chosen.has(order)) continue;
    const gain = coverageOf(machine, [path]);
    const covers = (k: string) => !gain.states.missing.includes(k) && !gain.transitions.missing.includes(k);
    if (lacking.some(covers)) {
      chosen.add(order);
      missing = coverageOf(machine, selected());
    }
  }
  return candidates.filter((_, order) => chosen.has(order));
}

type StateNodeLike = AnyStateMachine['root'];


/**
 * The ids of the state nodes active in a state value. A transient initial state (one that only
 * has eventless transitions) counts as visited whenever its parent is entered, since entering
 * the parent passes through it.
 */
function activeNodeIds(node: StateNodeLike, value: StateValue | undefined): string[] {
  const ids = [node.id];
  const initialKey = (node.config as { initial?: string }).initial;
  const initial = initialKey ? (node.states[initialKey] as StateNodeLike | undefined) : undefined;
  if (initial && (initial.config as { always?: unknown }).always) ids.push(initial.id);
  if (value === undefined) return ids;
  if (typeof value === 'string') {
    const child = node.states[value] as StateNodeLike | undefined;
    return child ? [...ids, ...activeNodeIds(child, undefined)] : ids;
  }
  for (const [key, sub] of Object.entries(value)) {
    const child = node.states[key] as StateNodeLike | undefined;
    if (child) ids.push(...activeNodeIds(child, sub as StateValue));
  }
  return ids;
}

/** Which declared state nodes and (state node, event) transitions the paths exercise. */
export function coverageOf(machine: AnyStateMachine, paths: ModelPath[]): Coverage {
  const allNodes = new Set<string>();
  const allTransitions = new Set<string>();
  const visit = (node: AnyStateMachine['root']) => {
    allNodes.add(node.id);
    for (const eventType of node.transitions.keys()) {
      if (!eventType.startsWith('xstate.init')) allTransitions.add(`${node.id} ⟶ ${eventType}`);
    }
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine['root']);
  };
  visit(machine.root);
  const nodesOf = (value: StateValue) => activeNodeIds(machine.root, value);

  const coveredNodes = new Set<string>([machine.root.id]);
  const coveredTransitions = new Set<string>();
  for (const path of paths) {
    let previous = nodesOf(path.initialValue);
    previous.forEach((id) => coveredNodes.add(id));
    for (const step of path.steps) {
      for (const id of previous) {
        const key = `${id} ⟶ ${step.event.type}`;
        if (allTransitions.has(key)) coveredTransitions.add(key);
      }
      previous = nodesOf(step.value);
      previous.forEach((id) => coveredNodes.add(id));
    }
  }
  const missing = (all: Set<string>, covered: Set<string>) => [...all].filter((k) => !covered.has(k));
  return {
    states: { covered: coveredNodes.size, total: allNodes.size, missing: missing(allNodes, coveredNodes) },
    transitions: { covered: coveredTransitions.size, total: allTransitions.size, missing: missing(allTransitions, coveredTransitions) },
  };
}

/** Prints the coverage line a model-based test reports. */
export function printCoverage(name: string, coverage: Coverage, pathCount: number): void {
  const { states, transitions } = coverage;
  console.log(
    `[model] ${name}: ${pathCount} paths (${(pathCount / Math.max(1, transitions.total)).toFixed(1)} a transition); states ${states.covered}/${states.total}; transitions ${transitions.covered}/${transitions.total}`,
  );
}

/** Lets pending promise callbacks (fake actors resolving) run before the next assertion. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export interface SystemUnderTest {
  snapshot(): { value: StateValue };
  /** Makes the step's event happen in the system: send it, resolve a fake, advance a clock. */
  exec(event: EventObject): void | Promise<void>;
  /** Asserts what a user would observe after the step. */
  check?(step: ModelStep): void;
}

/** Walks one generated path against the real machine: after each step, the system is in the model's state. */
export async function runModelPath(path: ModelPath, sut: SystemUnderTest): Promise<void> {
  for (const step of path.steps) {
    await sut.exec(step.event);
    await settle();
    const actual = sut.snapshot().value;
    if (JSON.stringify(actual) !== JSON.stringify(step.value)) {
      throw new Error(`after ${step.event.type}: expected state ${JSON.stringify(step.value)}, got ${JSON.stringify(actual)}`);
    }
    sut.check?.(step);
  }
}
