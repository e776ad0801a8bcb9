/**
 * Announcement rules (docs/live.md): the battle's staff send a message to all of its patrols, a
 * category or one patrol, now or at a time up to MAX_AHEAD_DAYS ahead, at most 60 an hour per
 * battle; a waiting one can be taken back. Sent ones go out on the live bus once the row is
 * committed; the schedule sends the waiting ones when due. A patrol's page confirms what it has
 * (the sender's count); a user's inbox holds what reached the user's patrols, unread until the
 * inbox is opened.
 */
import { patrolCategories } from '@usb/schema/domain';
import type { AnnouncementLiveData, LiveMessage } from '@usb/schema/rest';
import type { AppConfig } from '../../config';
import { ApiError } from '../../errors';
import type { AnnouncementAudience, AnnouncementInput } from '../../generated/graphql';
import { toId, toOptionalId } from '../../graphql/ids';
import { reaches, type LiveAudience, type LiveBus, type LiveSubscriber } from '../../lib/live-bus';
import { InputCheck } from '../../lib/text-input';
import type { RateLimits } from '../../plugins/rate-limits';
import type { BattlesService } from '../battles';
import type { UserRecord } from '../users';
import type { AnnouncementRow, AnnouncementsRepository } from './announcements-repository';

const TEXT = { required: true, max: 1_000 } as const;
const MAX_AHEAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** markReceived takes at most this many ids. */
export const MAX_RECEIPT_IDS = 100;
/** A page coming back is replayed at most this many (the inbox has the rest). */
const REPLAY_LIMIT = 20;
/** The staff hear of new receipts of one announcement at most once this often per process. */
const RECEIPTS_EVERY_MS = 1_000;

/** What the staff see beside an announcement; absent for patrols. */
export interface AnnouncementStaffView {
  received: number;
  recipients: number;
  patrolName: string | null;
}

export type AnnouncementRecord = AnnouncementRow & { staffView?: AnnouncementStaffView };

export function audienceOf(row: Pick<AnnouncementRow, 'category' | 'patrolId'>): AnnouncementAudience {
  if (row.patrolId !== null) return 'PATROL';
  return row.category === null ? 'ALL' : 'CATEGORY';
}

export function liveAudienceOf(row: Pick<AnnouncementRow, 'category' | 'patrolId'>): LiveAudience {
  return row.patrolId !== null ? { patrolId: row.patrolId } : { category: row.category };
}

export function liveDataOf(row: AnnouncementRow): AnnouncementLiveData | null {
  return row.sentAt === null ? null : { text: row.text, sentAt: row.sentAt.toISOString() };
}

function liveMessageOf(row: AnnouncementRow): LiveMessage {
  return { kind: 'announcement', id: row.id, battleId: row.battleId, data: liveDataOf(row) };
}

export function createAnnouncementsService(deps: {
  repository: AnnouncementsRepository;
  battles: BattlesService;
  live: LiveBus;
  rateLimits: RateLimits;
  config: Pick<AppConfig, 'now'>;
  /** The schedule looks again for the next one due (a new waiting announcement). */
  wakeSchedule: () => void;
}) {
  const { repository, battles, live, rateLimits, config } = deps;
  const receiptsDue = new Map<number, NodeJS.Timeout>();

  /** Tells the battle's staff that an announcement's count moved: once per RECEIPTS_EVERY_MS, however many pages confirm meanwhile. */
  function announceReceipts(id: number): void {
    if (receiptsDue.has(id)) return;
    const timer = setTimeout(() => {
      receiptsDue.delete(id);
      void repository.findById(id).then(
        (row) => row && live.publish({ kind: 'announcement-receipts', id, battleId: row.battleId, to: { staff: true } }),
        () => undefined,
      );
    }, RECEIPTS_EVERY_MS);
    timer.unref();
    receiptsDue.set(id, timer);
  }

  async function withStaffView(battleId: number, rows: AnnouncementRow[]): Promise<AnnouncementRecord[]> {
    const [received, patrols] = await Promise.all([repository.receivedCounts(battleId), repository.patrolsOf(battleId)]);
    return rows.map((row) => ({
      ...row,
      staffView: {
        received: received.get(row.id) ?? 0,
        recipients: patrols.filter((patrol) => (row.patrolId === null ? row.category === null || patrol.category === row.category : patrol.id === row.patrolId))
          .length,
        patrolName: row.patrolId === null ? null : (patrols.find((patrol) => patrol.id === row.patrolId)?.name ?? null),
      },
    }));
  }

  async function checkInput(input: AnnouncementInput, battleId: number): Promise<Pick<AnnouncementRow, 'text' | 'category' | 'patrolId' | 'sendAt'>> {
    const check = new InputCheck();
    const text = check.text('text', input.text, TEXT);
    let category: number | null = null;
    let patrolId: number | null = null;
    if (input.audience === 'CATEGORY') {
      if (!patrolCategories.some((known) => known.value === input.category)) check.fail('category');
      else category = input.category ?? null;
    }
    if (input.audience === 'PATROL') {
      const id = toOptionalId(input.patrolID, 'patrolID');
      if (id === undefined || !(await repository.patrolsOf(battleId)).some((patrol) => patrol.id === id)) check.fail('patrolID');
      else patrolId = id;
    }
    const now = config.now();
    const sendAt = input.sendAt && input.sendAt > now ? input.sendAt : now;
    if (sendAt.getTime() - now.getTime() > MAX_AHEAD_DAYS * DAY_MS) check.fail('sendAt');
    check.done();
    return { text, category, patrolId, sendAt };
  }

  return {
    async listByBattle(caller: UserRecord, battleId: number): Promise<AnnouncementRecord[]> {
      const battle = await battles.require(battleId);
      await battles.requireStaffOf(caller, battle.id);
      return withStaffView(battle.id, await repository.listByBattle(battle.id));
    },

    async send(caller: UserRecord, input: AnnouncementInput): Promise<AnnouncementRecord> {
      const battle = await battles.require(toId(input.battleID, 'battleID'));
      await battles.requireStaffOf(caller, battle.id);
      const fields = await checkInput(input, battle.id);
      await rateLimits.take('announcement', String(battle.id));
      const now = config.now();
      const due = fields.sendAt <= now;
      const row = await repository.insert({ ...fields, battleId: battle.id, sentAt: due ? now : null, createdBy: caller.id, createdAt: now });
      if (due) await live.publish({ kind: 'announcement', id: row.id, battleId: row.battleId, to: liveAudienceOf(row) });
      else deps.wakeSchedule();
      const [record] = await withStaffView(battle.id, [row]);
      return record ?? row;
    },

    async cancel(caller: UserRecord, id: number): Promise<boolean> {
      const row = await repository.findById(id);
      if (!row) throw new ApiError('NOT_FOUND', 'No such announcement');
      await battles.requireStaffOf(caller, row.battleId);
      if (!(await repository.cancel(row.id))) throw new ApiError('CONFLICT', 'The announcement has been sent');
      return true;
    },

    /** Sends what is due; the schedule calls it. Answers how many were sent. */
    async sendDue(): Promise<number> {
      const sent = await repository.claimDue(config.now());
      for (const row of sent) await live.publish({ kind: 'announcement', id: row.id, battleId: row.battleId, to: liveAudienceOf(row) });
      return sent.length;
    },

    nextDue: () => repository.nextDue(),

    inbox: (caller: UserRecord) => repository.inbox(caller.id),

    async markRead(caller: UserRecord) {
      await repository.markRead(caller.id, config.now());
      return repository.inbox(caller.id);
    },

    async markReceived(caller: UserRecord, ids: readonly (string | number)[]): Promise<number> {
      if (ids.length > MAX_RECEIPT_IDS) throw new ApiError('BAD_USER_INPUT', `at most ${MAX_RECEIPT_IDS} ids`, ['ids']);
      const parsed = [...new Set(ids.map((id) => toId(id, 'ids')))];
      if (parsed.length === 0) return 0;
      const noted = await repository.markReceived(caller.id, parsed, config.now());
      for (const id of new Set(noted)) announceReceipts(id);
      return noted.length;
    },

    /** Stops the pending receipt notices (the app closes). */
    stop(): void {
      for (const timer of receiptsDue.values()) clearTimeout(timer);
      receiptsDue.clear();
    },

    /** The live kind's loader: a sent announcement's text, once per process and event. */
    async liveData(id: number): Promise<AnnouncementLiveData | null> {
      const row = await repository.findById(id);
      return row ? liveDataOf(row) : null;
    },

    /** What a page coming back missed: announcements sent after `afterId` that reach it. */
    async replay(subscriber: LiveSubscriber, afterId: number): Promise<LiveMessage[]> {
      const rows = await repository.sentAfter([...subscriber.patrols.keys()], afterId, REPLAY_LIMIT);
      return rows
        .filter((row) => reaches(subscriber, { kind: 'announcement', id: row.id, battleId: row.battleId, to: liveAudienceOf(row) }))
        .map(liveMessageOf);
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
