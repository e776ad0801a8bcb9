import { OpenTaskStrip } from '../features/open-tasks/components/open-task-strip';

/** Exposed as ./OpenTaskStrip: the shell renders it under the header on every page. */
export default OpenTaskStrip;
