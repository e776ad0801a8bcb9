import { listenForPageErrors, scriptUrlsOf } from './page-errors';

const staffFile = 'http://localhost/remotes/remote-staff/1.0.0-ab/main.js';

describe('scriptUrlsOf', () => {
  it("names the event's file, then each file of the stack, without line and column, once each", () => {
    const error = new Error('boom');
    error.stack = `Error: boom\n    at tick (${staffFile}:1:2040)\n    at http://localhost/main.4f.js:2:10\n    at ${staffFile}:1:99`;
    expect(scriptUrlsOf('http://localhost/remotes/remote-staff/1.0.0-ab/remoteEntry.js', error)).toEqual([
      'http://localhost/remotes/remote-staff/1.0.0-ab/remoteEntry.js',
      staffFile,
      'http://localhost/main.4f.js',
    ]);
  });

  it('names nothing for a thrown value that is not an error and no file', () => {
    expect(scriptUrlsOf(undefined, 'just a string')).toEqual([]);
  });
});

describe('listenForPageErrors', () => {
  it('hears uncaught errors and unhandled rejections, and not a resource that failed to load', () => {
    const heard: [string[], unknown][] = [];
    listenForPageErrors((urls, error) => heard.push([urls, error]));

    const thrown = new Error('timer');
    thrown.stack = `Error: timer\n    at ${staffFile}:3:4`;
    window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message, filename: staffFile }));
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: new Error('no await') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('error'));

    expect(heard).toEqual([
      [[staffFile], thrown],
      [[], expect.objectContaining({ message: 'no await' })],
    ]);
  });
});
