import { lazy } from 'react';

/** Load the editors of text and multiple-choice answers (with the inputs kit); the module cache makes a second call free. */
export const loadStringAnswerEditor = () => import('./string-answer-editor');
export const loadChoiceAnswerEditor = () => import('./choice-answer-editor');

/**
 * The editors of the answers a patrol may give, each a chunk of its own loaded only for a
 * question of its kind that can be answered: a read-only view draws its answers with the core
 * kit alone (read-only-fields.tsx). They wait under the task view's boundary for the questions,
 * so the questions appear together; the task view starts loading them beside the questions'
 * chunk, not after it.
 */
export const StringAnswerEditor = lazy(() => loadStringAnswerEditor().then((module) => ({ default: module.StringAnswerEditor })));
export const ChoiceAnswerEditor = lazy(() => loadChoiceAnswerEditor().then((module) => ({ default: module.ChoiceAnswerEditor })));
