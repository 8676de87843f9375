import type { OperationName, PartnerId } from './operations';
import type { Catalogue } from './programme';
import { seededMember, type SeededMember, type TicketSeed } from './seed';
import { manyListsMember } from './seed-many';

/** A film-club member as a backend keeps it. `watchList` holds MovieIds in the order added. */
export interface Member {
  userId: string;
  email: string;
  userName: string;
  password: string;
  tickets: TicketSeed[];
  watchList: string[];
}

/** A bearer access token of backend 178: whose it is and when it stops working (epoch ms). */
export interface AccessGrant {
  email: string;
  expiresAt: number;
}

/** A `fail` control rule: matching calls answer `status` with `{ Message, Code? }`. */
export interface FailRule {
  operation?: OperationName;
  status: number;
  message: string;
  code?: string;
  /** Calls left to fail; unset = until reset. */
  remaining?: number;
  /** Only calls made for this member (lower-case e-mail, caller.ts); unset = anyone's. */
  email?: string;
}

/** A `hang` control rule: matching calls never answer until reset or `capMs` has passed. */
export interface HangRule {
  operation?: OperationName;
  capMs: number;
}

/** An `invalid` control rule: matching calls answer 200 with a body no wire schema accepts. */
export interface InvalidRule {
  operation?: OperationName;
  /** Calls left to garble; unset = until reset. */
  remaining?: number;
}

/** A `disconnect` control rule: matching calls fail as a network error (no answer at all). */
export interface DisconnectRule {
  operation?: OperationName;
  /** Calls left to drop; unset = until reset. */
  remaining?: number;
  /** Only calls made for this member (lower-case e-mail, caller.ts); unset = anyone's. */
  email?: string;
}

/** An `omit` control rule: matching calls answer as usual, but without these top-level JSON fields. */
export interface OmitRule {
  operation?: OperationName;
  fields: string[];
  /** Calls left to change; unset = until reset. */
  remaining?: number;
}

/** One request a backend received, for end-to-end assertions (`GET _control/log`). */
export interface LogEntry {
  operation: OperationName;
  method: string;
  headers: { 'x-token'?: string; authorization?: string; cookie?: string };
  query: Record<string, string>;
  /** ISO 8601 time the request arrived. */
  at: string;
  /** Status answered; absent while the call hangs. */
  status?: number;
}

/** Everything one backend keeps in memory; `reset` replaces it with a fresh seed. */
export interface BackendState {
  readonly partnerId: PartnerId;
  /** Members by lower-case e-mail. */
  members: Map<string, Member>;
  /** Profile tokens (marsToken / Token) → member e-mail; the refresh credential of SwitchTokensDx. */
  profileTokens: Map<string, string>;
  /** 178 only: bearer access tokens. */
  accessTokens: Map<string, AccessGrant>;
  /** 118 only: session cookie values → member e-mail. */
  sessions: Map<string, string>;
  failures: FailRule[];
  hangs: HangRule[];
  invalidAnswers: InvalidRule[];
  disconnects: DisconnectRule[];
  omissions: OmitRule[];
  /** Releases of the calls a `hang` rule holds open; reset calls them all. */
  readonly hung: Set<() => void>;
  log: LogEntry[];
  nextUserNumber: number;
}

/** The user id of the n-th member of a backend, e.g. `U118-0001`. */
export const userIdOf = (partnerId: PartnerId, n: number): string =>
  `U${partnerId}-${String(n).padStart(4, '0')}`;

/** A member of the seed, with copies of its lists (a backend changes them). */
const memberOf = (seed: SeededMember, userId: string): Member => ({
  ...seed,
  userId,
  tickets: [...seed.tickets],
  watchList: [...seed.watchList],
});

/** A backend as seeded: one member with a few tickets and films, one with many (paging), no sessions, no faults. */
export function seededBackend(partnerId: PartnerId, catalogue: Catalogue): BackendState {
  const members = [
    memberOf(seededMember(partnerId, catalogue), userIdOf(partnerId, 1)),
    memberOf(manyListsMember(partnerId, catalogue), userIdOf(partnerId, 2)),
  ];
  return {
    partnerId,
    members: new Map(members.map((member) => [member.email.toLowerCase(), member])),
    profileTokens: new Map(),
    accessTokens: new Map(),
    sessions: new Map(),
    failures: [],
    hangs: [],
    invalidAnswers: [],
    disconnects: [],
    omissions: [],
    hung: new Set(),
    log: [],
    nextUserNumber: members.length + 1,
  };
}

/** The member an e-mail names (case-insensitive). */
export const memberByEmail = (
  backend: BackendState,
  email: string | undefined,
): Member | undefined =>
  email === undefined ? undefined : backend.members.get(email.toLowerCase());
