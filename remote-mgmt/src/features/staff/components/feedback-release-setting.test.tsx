import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type AlertEvent } from '@usb/contracts/events';
import { GetMgmtBattleFeedbackDocument, SetFeedbackReleaseDocument, type FeedbackRelease } from '@usb/schema/graphql';
import { mgmtMessages } from '../../../texts';
import { renderRoute } from '@usb/contracts/testing';
import { FeedbackReleaseSetting } from './feedback-release-setting';

const text = mgmtMessages.feedbackRelease;

const feedback = (release: FeedbackRelease) => ({
  data: {
    battles: {
      __typename: 'BattlesQuery',
      getBattle: { __typename: 'Battle', id: '5', correctionFeedback: { __typename: 'CorrectionFeedback', release, phrases: [] } },
    },
  },
});

describe("the battle's setting for the patrols' points and notes", () => {
  it('shows the setting and saves another choice at once', async () => {
    const alerts: AlertEvent[] = [];
    const stop = on('alert', (alert) => alerts.push(alert));
    const saved: unknown[] = [];
    let current: FeedbackRelease = 'TASK_CLOSED';
    const read = { request: { query: GetMgmtBattleFeedbackDocument, variables: { id: '5' } }, result: () => feedback(current), maxUsageCount: 5 };
    const save = {
      request: { query: SetFeedbackReleaseDocument, variables: { battleID: '5', release: 'AT_ONCE' } },
      result: () => {
        saved.push('AT_ONCE');
        current = 'AT_ONCE';
        return {
          data: { answers: { __typename: 'AnswersMutation', setFeedbackRelease: { __typename: 'CorrectionFeedback', release: 'AT_ONCE', phrases: [] } } },
        };
      },
    };
    renderRoute('/mgmt/battles/5/stab', '/mgmt/battles/:battleID/stab', <FeedbackReleaseSetting battleID="5" />, [read, save]);

    expect(await screen.findByRole('radiogroup', { name: text.title })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: text.TASK_CLOSED }).checked).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: text.AT_ONCE }));
    await waitFor(() => expect(alerts.map((alert) => alert.message)).toEqual([text.saved]));
    expect(saved).toEqual(['AT_ONCE']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: text.AT_ONCE }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: text.AT_ONCE }).disabled).toBe(false);
    stop();
  });
});
