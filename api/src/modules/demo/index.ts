/** The demo module: with SEED_DEMO, a living site at start. Exports the names tests and journeys look for. */
export { default } from './demo-plugin';
export { DEMO_PASSWORD, OPEN_BATTLE_NAME } from './demo-data';
export { OPEN_TASK_NAME } from './demo-tasks';
