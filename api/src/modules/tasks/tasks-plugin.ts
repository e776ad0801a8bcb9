/**
 * Named plugin `usb-tasks`: decorates `app.tasks` (the battle tasks and questions service,
 * which the answers module and the demo seed share) and serves the task operations.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { copyBattleTasks } from './battle-copy';
import { createTaskDeletions } from './task-deletions';
import { createTasksRepository } from './tasks-repository';
import { tasksResolvers } from './tasks-resolvers';
import { createTasksService, type TasksService } from './tasks-service';

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TasksService;
  }
}

export default fp(
  (app) => {
    const tasks = createTasksService({
      repository: createTasksRepository(app.db),
      deletions: createTaskDeletions(app.db),
      battles: app.battles,
      media: app.media,
      invalidation: app.invalidation,
      config: app.config,
    });
    app.decorate('tasks', tasks);
    app.battles.addContentCopier(copyBattleTasks);
    defineResolvers(app, tasksResolvers(tasks));
  },
  { name: 'usb-tasks', dependencies: ['usb-db', 'usb-invalidation', 'usb-graphql', 'usb-users', 'usb-battles', 'usb-media'] },
);
