import { print, type DocumentNode } from 'graphql';
import {
  BuildStaffResultDocument,
  CorrectAnswerDocument,
  CorrectAnswerOverridePointsDocument,
  DeleteResultDocument,
  GetStaffAnswerDocument,
  GetStaffAnswerPageDocument,
  GetStaffAnswersDocument,
  GetStaffBattlesDocument,
  GetStaffPatrolOverviewDocument,
  GetStaffTaskOverviewDocument,
  PublishResultDocument,
  ReleaseLockDocument,
  RenewLockDocument,
  UnpublishResultDocument,
} from '@usb/schema/graphql';
import { newStaffMember } from '../../support/accounts';
import { useSite } from '../../support/site';
import { answeredTask } from '../../support/staff';
import { engines } from '../../support/storage';

describe.each(engines)("the staff screens' own operations (%s)", (engine) => {
  const site = useSite(engine, { battle: 'USB Skærme' });

  it('run as remote-staff sends them, within the request limits', async () => {
    const staff = await newStaffMember(site, site.battleID);
    const task = await answeredTask(site, site.battleID, 1, 'Skærmopgave');
    const { taskAnswerID, textAnswerID, patrolID } = task.deliveries[0]!;
    const battleID = site.battleID;
    const run = async (document: DocumentNode, variables: Record<string, unknown>, token = staff.token) => [
      print(document).match(/(query|mutation) (\w+)/)?.[2],
      (await site.client.graphql(print(document), variables, token)).errors,
    ];

    const operations: [DocumentNode, Record<string, unknown>][] = [
      [GetStaffBattlesDocument, {}],
      [GetStaffTaskOverviewDocument, { battleID }],
      [GetStaffAnswersDocument, { battleID, battleTaskID: task.taskID, patrolID, corrected: false, notLocked: true, limit: 1000 }],
      [GetStaffAnswerPageDocument, { battleID, battleTaskID: task.taskID, patrolID, corrected: null, notLocked: false, offset: 50, limit: 50 }],
      [GetStaffAnswerDocument, { id: taskAnswerID, acquireLock: true }],
      [CorrectAnswerDocument, { answerID: textAnswerID, points: 3 }],
      [CorrectAnswerOverridePointsDocument, { battleTaskAnswerID: taskAnswerID, points: null }],
      [RenewLockDocument, { battleTaskAnswerID: taskAnswerID }],
      [ReleaseLockDocument, { battleTaskAnswerID: taskAnswerID }],
      [GetStaffPatrolOverviewDocument, { battleID }],
      [BuildStaffResultDocument, { battleID }],
      [PublishResultDocument, { battleID, path: 'skaerme' }],
      [UnpublishResultDocument, { battleID }],
      [DeleteResultDocument, { battleID }],
    ];
    for (const [document, variables] of operations) {
      const [name, errors] = await run(document, variables);
      expect([name, errors]).toEqual([name, undefined]);
    }
  });
});
