/**
 * Named plugin `usb-results`: decorates `app.results` (the results service, which the demo
 * seed and the staff's results build share) and serves the results GraphQL namespace.
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
    const results = createResultsService(createResultsRepository(app.db));
    app.decorate('results', results);
    defineResolvers(app, resultsResolvers(results));
  },
  { name: 'usb-results', dependencies: ['usb-db', 'usb-graphql'] },
);
