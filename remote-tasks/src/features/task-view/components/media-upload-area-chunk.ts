import { lazy } from 'react';

/** Loads the upload area's chunk (with the upload kit); the module cache makes a second call free. */
export const loadMediaUploadArea = () => import('./media-upload-area');

/**
 * The upload area of a media question a patrol may answer. It waits for its chunk under the task
 * view's boundary for the questions, so a patrol's questions appear together with it, and a
 * visitor's read-only view never loads it. The task view starts loading it beside the questions'
 * chunk (loadMediaUploadArea), not after it.
 */
export const MediaUploadArea = lazy(() => loadMediaUploadArea().then((module) => ({ default: module.MediaUploadArea })));
