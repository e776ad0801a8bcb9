/** The live module (docs/live.md): `GET /api/live`, the pages' stream of the events modules publish on `app.live`. */
export { default, MAX_STREAMS_PER_USER } from './live-plugin';
