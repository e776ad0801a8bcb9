/**
 * The largest number of patrols the api serves at the real pace within the latency goal: open-
 * loop steps (open-loop-step.ts) from a first guess, growing while they pass and shrinking while
 * they fail, then halving the gap between the largest pass and the smallest failure until it is
 * within RESOLUTION or the steps run out. A step passes when the p99 of all its measured requests
 * is at most the goal and no request of it failed.
 */
import type { StepResult } from './open-loop-step';

/** Steps are whole multiples of this many patrols. */
const GRAIN = 50;
const GROW = 1.5;
const SHRINK = 0.6;
/** The search stops once the gap is at most this fraction of the largest pass. */
const RESOLUTION = 0.1;

export interface SearchPlan {
  firstGuess: number;
  maxPatrols: number;
  maxSteps: number;
  p99GoalMs: number;
}

export interface SearchStep extends StepResult {
  passed: boolean;
}

export interface SearchResult {
  /** The largest passing step's patrols; null when none passed. */
  patrolsAtGoal: number | null;
  /** The smallest failing step's patrols above it; null when none failed (the ceiling was reached). */
  firstFailingPatrols: number | null;
  steps: SearchStep[];
}

const onGrain = (patrols: number) => Math.max(GRAIN, Math.round(patrols / GRAIN) * GRAIN);

export function passes(step: StepResult, p99GoalMs: number): boolean {
  return step.errors === 0 && step.operations.overall.requests > 0 && step.operations.overall.p99Ms <= p99GoalMs;
}

export async function searchCapacity(plan: SearchPlan, runStep: (patrols: number) => Promise<StepResult>): Promise<SearchResult> {
  const steps: SearchStep[] = [];
  let best: number | null = null;
  let failing: number | null = null;
  let patrols = Math.min(plan.maxPatrols, onGrain(plan.firstGuess));
  while (steps.length < plan.maxSteps) {
    const step = await runStep(patrols);
    const passed = passes(step, plan.p99GoalMs);
    steps.push({ ...step, passed });
    if (passed) best = Math.max(best ?? 0, patrols);
    else failing = Math.min(failing ?? Infinity, patrols);
    let next: number;
    if (best !== null && failing !== null) {
      if (failing - best <= Math.max(GRAIN, best * RESOLUTION)) break;
      next = onGrain((best + failing) / 2);
    } else if (best !== null) {
      if (best >= plan.maxPatrols) break;
      next = Math.min(plan.maxPatrols, onGrain(best * GROW));
    } else {
      if (patrols <= GRAIN) break;
      next = onGrain(patrols * SHRINK);
    }
    if (steps.some((done) => done.patrols === next)) break;
    patrols = next;
  }
  return { patrolsAtGoal: best, firstFailingPatrols: failing, steps };
}
