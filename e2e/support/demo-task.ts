import { apiSession } from './api';
import { demo, demoTask } from './site';

/** The id of the demo battle's task that is open now, asked as its patrol member demoanne. */
export async function openDemoTaskId(): Promise<string> {
  const member = await apiSession('demoanne', demo.password);
  try {
    const data = await member.graphql<{ battles: { getMyOpenBattleTasks: { id: string; name: string }[] } }>(
      '{ battles { getMyOpenBattleTasks { id name } } }',
    );
    const task = data.battles.getMyOpenBattleTasks.find((found) => found.name === demoTask.name);
    if (!task) throw new Error('the demo task is not open');
    return task.id;
  } finally {
    await member.dispose();
  }
}
