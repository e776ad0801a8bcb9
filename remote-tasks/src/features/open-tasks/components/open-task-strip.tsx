/**
 * The strip of open-task buttons under the header (SPEC.md section 2). It appears only when
 * the patrol has open tasks; the open-tasks query (Battles.getMyOpenBattleTasks) arrives with
 * the task issue, so until then the list is empty and the strip renders nothing.
 */
export function OpenTaskStrip() {
  return null;
}
