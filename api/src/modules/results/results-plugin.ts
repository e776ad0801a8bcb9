/**
 * Named plugin `usb-results`: decorates `app.results` (the results service, which the demo
 * seed shares) and serves the results GraphQL namespaces: published results, and the staff's
 * build, publishing and deletion from the current points of the answers. It tells the correction's
 * feedback setting when a battle's results are published.
 */
import fp from 'fastify-plugin';
import { defineResolvers } from '../../plugins/graphql';
import { createResultsRepository } from './results-repository';
import { resultsResolvers } from './results-resolvers';
import { createResultsService, type ResultsService } from './results-service';

declare module 'fastify' {
  interface FastifyInstance {
    results: ResultsService;
  }
}

export default fp(
  (app) => {
    const results = createResultsService({
      repository: createResultsRepository(app.db),
      battles: app.battles,
      tasks: app.tasks,
      patrols: app.patrols,
      answers: app.answers,
    });
    app.decorate('results', results);
    app.correction.knowPublicationBy(results.isPublished);
    defineResolvers(app, resultsResolvers(results));
  },
  { name: 'usb-results', dependencies: ['usb-db', 'usb-graphql', 'usb-battles', 'usb-patrols', 'usb-tasks', 'usb-correction', 'usb-answers'] },
);
