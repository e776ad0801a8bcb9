import { useEffect, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetBattleDocument, GetBattleTaskDocument } from '@usb/schema/graphql';
import { on, type AlertEvent } from '@usb/contracts/events';
import { startFirstLoadQuery, useApolloClient } from '@usb/contracts/graphql-client';
import { messages } from '@usb/contracts/messages';
import { sessionStore } from '@usb/contracts/session';
import { patrolMember, renderRoute } from '@usb/contracts/testing';
import { answerMock } from '../../../testing/answer-mock';
import { noPatrolQuestions } from '../../../testing/patrol-question-fixtures';
import { emailQuestion, externalAnswer, externalQuestion, openTask, stringQuestion, taskMock } from '../../../testing/task-fixtures';
import { TaskViewPage } from './task-view-page';

const page = <TaskViewPage />;
/** A time of 13 November (2025 unless given) in Danish time, UTC+1 then, as the api sends it (ISO, UTC). */
const danish = (hour: number, minute: number, year = 2025) => new Date(Date.UTC(year, 10, 13, hour - 1, minute)).toISOString();
const at = (mocks: Parameters<typeof renderRoute>[3] = []) => renderRoute('/battles/tasks/t1', 'battles/tasks/:id', page, [...mocks, ...noPatrolQuestions]);

let alerts: AlertEvent[] = [];
let stopAlerts: () => void = () => undefined;
beforeEach(() => {
  sessionStore.getState().login('tok-7', patrolMember);
  window.localStorage.clear();
  alerts = [];
  stopAlerts = on('alert', (alert) => alerts.push(alert));
});
afterEach(() => {
  stopAlerts();
  sessionStore.getState().logout();
});

/** The shell's part of a first load: starts the task's first-load query, and shows the page once its answer is in the cache. */
function AfterFirstLoadQuery() {
  const client = useApolloClient();
  const [landed, setLanded] = useState(false);
  useEffect(() => {
    startFirstLoadQuery(client, '/battles/tasks/t1');
    const watch = setInterval(() => setLanded(client.readQuery({ query: GetBattleTaskDocument, variables: { id: 't1' } }) !== null), 5);
    return () => clearInterval(watch);
  }, [client]);
  return landed ? page : null;
}

describe('TaskViewPage', () => {
  it("reads the task from the shell's first-load query instead of asking the api a second time", async () => {
    const mock = taskMock(openTask([stringQuestion()]), 2);
    let requests = 0;
    const counted = { ...mock, result: () => ((requests += 1), mock.result) };
    renderRoute('/battles/tasks/t1', 'battles/tasks/:id', <AfterFirstLoadQuery />, [counted, ...noPatrolQuestions]);

    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
    await screen.findByLabelText('Hvad hedder bålet?');
    expect(requests).toBe(1);
  });

  it('shows title, times (time of day only), the HTML description and the questions with the answers', async () => {
    const task = openTask(
      [stringQuestion()],
      [{ __typename: 'StringAnswer', id: 'a1', questionID: 'q-string', answerText: 'Ildsted', answerReceived: '2025-11-13T18:40:00Z', points: null }],
      { availableFrom: danish(18, 30), close: danish(19, 0), availableTo: danish(19, 30, 2099) },
    );
    at([taskMock(task)]);

    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
    expect(screen.getByText('18:30')).toBeTruthy();
    expect(screen.getByText('19:00')).toBeTruthy();
    expect(screen.getByText('19:30')).toBeTruthy();
    expect(screen.queryByText(/2025/)).toBeNull();
    expect(screen.getByText('bål', { selector: 'em' })).toBeTruthy();
    // The questions follow once their chunk has loaded.
    expect((await screen.findByLabelText<HTMLInputElement>('Hvad hedder bålet?')).value).toBe('Ildsted');
    expect(screen.getByText('navnet', { selector: 'b' })).toBeTruthy();
  });

  it('shows the date part of the times when displayDate is set', async () => {
    at([taskMock(openTask([], null, { displayDate: true, availableFrom: danish(18, 30) }))]);
    expect(await screen.findByText('13. nov. 2025 kl. 18:30')).toBeTruthy();
  });

  it('says the task could not be loaded when the api fails, and loads it on "Prøv igen"', async () => {
    at([{ request: { query: GetBattleTaskDocument, variables: { id: 't1' } }, error: new Error('offline'), delay: 0 }, taskMock(openTask([stringQuestion()]))]);
    expect(await screen.findByText(messages.task.loadError)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.taskView.retry }));
    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
    expect(screen.queryByText(messages.task.loadError)).toBeNull();
  });

  it('tries again by itself when the browser comes back online', async () => {
    at([{ request: { query: GetBattleTaskDocument, variables: { id: 't1' } }, error: new Error('offline'), delay: 0 }, taskMock(openTask([stringQuestion()]))]);
    expect(await screen.findByText(messages.task.loadError)).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('heading', { name: 'Bål & brand' })).toBeTruthy();
  });

  it('autosaves a text after typing stops, shows Gemmer... then Gemt, and sends only the latest text', async () => {
    const { mock, requests } = answerMock();
    at([taskMock(openTask([stringQuestion()])), mock]);
    const input = await screen.findByLabelText('Hvad hedder bålet?');
    await userEvent.setup().type(input, 'Ild');

    expect(await screen.findByText(messages.task.saving)).toBeTruthy();
    expect(await screen.findByText(messages.task.saved)).toBeTruthy();
    expect(requests).toEqual([{ questionID: 'q-string', stringAnswer: { answerText: 'Ild' } }]);
  });

  it('keeps a text the api could not save, says so, and saves it on the retry', async () => {
    const { mock, requests } = answerMock(new Error('INTERNAL_SERVER_ERROR'));
    at([taskMock(openTask([stringQuestion({ textArea: true })])), mock]);
    const input = await screen.findByLabelText('Hvad hedder bålet?');
    expect(input.tagName).toBe('TEXTAREA');
    expect(input.getAttribute('rows')).toBe('5');
    await userEvent.setup().type(input, 'Lang tekst');

    expect(await screen.findByText(messages.taskView.notSaved)).toBeTruthy();
    expect(alerts.map((alert) => alert.message)).toEqual([messages.task.saveRequestError]);
    expect(window.localStorage.getItem('usb:answer-draft:q-string')).toContain('Lang tekst');

    expect(await screen.findByText(messages.task.saved)).toBeTruthy();
    expect(requests.map((request) => request.stringAnswer?.answerText)).toEqual(['Lang tekst', 'Lang tekst']);
    expect(window.localStorage.getItem('usb:answer-draft:q-string')).toBeNull();
  });

  it('restores and saves a text left unsaved by an earlier visit', async () => {
    window.localStorage.setItem('usb:answer-draft:q-string', JSON.stringify({ text: 'Fra sidst' }));
    const { mock, requests } = answerMock();
    at([taskMock(openTask([stringQuestion()])), mock]);
    expect((await screen.findByLabelText<HTMLInputElement>('Hvad hedder bålet?')).value).toBe('Fra sidst');
    expect(await screen.findByText(messages.task.saved)).toBeTruthy();
    expect(requests).toEqual([{ questionID: 'q-string', stringAnswer: { answerText: 'Fra sidst' } }]);
  });

  it('is read-only when the api says the task cannot be answered: input disabled, nothing saved or opened', async () => {
    const { mock, requests } = answerMock();
    at([taskMock(openTask([stringQuestion(), externalQuestion], null, { answerable: false })), mock]);
    const input = await screen.findByLabelText<HTMLInputElement>('Hvad hedder bålet?');
    expect(input.disabled).toBe(true);
    expect(input.required).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests).toEqual([]);
  });
});

describe('the external question', () => {
  it('is opened by itself on the first view of an answerable task, then shows when it was first seen', async () => {
    const { mock, requests } = answerMock();
    const seen = openTask([externalQuestion], [externalAnswer()]);
    at([taskMock(openTask([externalQuestion])), mock, taskMock(seen)]);

    expect(await screen.findByText(/Set første gang/)).toBeTruthy();
    expect(requests).toEqual([{ questionID: 'q-ext' }]);
  });

  it('is not opened again when the patrol already has an answer', async () => {
    const { mock, requests } = answerMock();
    at([taskMock(openTask([externalQuestion], [externalAnswer()])), mock]);
    expect(await screen.findByText(/Set første gang/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests).toEqual([]);
  });

  it('is not opened when not logged in (read-only)', async () => {
    sessionStore.getState().logout();
    const { mock, requests } = answerMock();
    at([taskMock(openTask([externalQuestion], null, { answerable: false })), mock]);
    expect(await screen.findByText(messages.taskView.loginPrompt)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests).toEqual([]);
  });

  it('shows the danger alert when opening fails', async () => {
    const { mock } = answerMock(new Error('CLOSED'));
    at([taskMock(openTask([externalQuestion])), mock]);
    await waitFor(() => expect(alerts).toEqual([expect.objectContaining({ type: 'error', message: messages.task.openQuestionError })]));
  });
});

describe('the email question', () => {
  it('links to the address with the encoded subject and records the answer when followed', async () => {
    const { mock, requests } = answerMock();
    at([taskMock(openTask([emailQuestion], [externalAnswer('q-other')]), 2), mock]);
    const link = await screen.findByRole('link', { name: messages.taskView.emailLink });
    expect(link.getAttribute('href')).toBe('mailto:svar@usb.dk?subject=Svar%3A%20B%C3%A5l%20%26%20brand%20-%20Ulvene%20-%20Spejder');

    // jsdom cannot follow a mailto link; the browser would open the mail app here.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await userEvent.setup().click(link);
    document.removeEventListener('click', stop);
    await waitFor(() => expect(requests).toEqual([{ questionID: 'q-mail' }]));
  });

  it('takes patrol and category from the battle before the patrol has answered anything', async () => {
    const battle = {
      __typename: 'Battle',
      id: 'b1',
      name: 'USB 2025',
      start: '2025-11-13T17:30:00Z',
      end: '2025-11-13T20:30:00Z',
      registrationFrom: '2025-09-01T00:00:00Z',
      registrationTo: '2025-11-13T17:00:00Z',
      patrols: [
        { __typename: 'PatrolSummary', id: 'p0', name: 'Mågerne', corps: 1, category: 1 },
        { __typename: 'PatrolSummary', id: 'p2', name: 'De Gamle', corps: 8, category: 2 },
      ],
      patrolCurrentUser: { __typename: 'PatrolSummary', id: 'p2', name: 'De Gamle' },
    };
    const battleMock = {
      request: { query: GetBattleDocument, variables: { id: 'b1' } },
      result: { data: { battles: { __typename: 'BattlesQuery', getBattle: battle } } },
      delay: 0,
    };
    at([taskMock(openTask([emailQuestion], null, { patrolCategories: [1, 2] })), battleMock]);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: messages.taskView.emailLink }).getAttribute('href')).toBe(
        'mailto:svar@usb.dk?subject=Svar%3A%20B%C3%A5l%20%26%20brand%20-%20De%20Gamle%20-%20OBG(18%2B)',
      ),
    );
  });
});
