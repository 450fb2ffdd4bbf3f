// The process-wide register of signed-in sessions (by sid), kept outside every state namespace:
// a token is good only while its session is live here, so a sign-out, a lock, a password change or a
// deletion ends it at once in every namespace and across resets (and a restart ends them all).
import type { UserKind } from '../contract/handler.ts';

export interface SessionEntry {
  kind: UserKind;
  /** `_id` of the user the session belongs to. */
  sub: string;
  /** The state namespace the session was opened in: user changes there end it. */
  home: string;
  expiresAt: number;
}

export interface SessionRegistryOptions {
  /** Live sessions kept at most; past it the expired, then the oldest, are dropped. */
  maxSessions: number;
  now?: () => number;
}

const userKey = (home: string, kind: UserKind, sub: string) => `${home}\u0000${kind}\u0000${sub}`;

export class SessionRegistry {
  private readonly sessions = new Map<string, SessionEntry>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly options: SessionRegistryOptions;
  private readonly now: () => number;

  constructor(options: SessionRegistryOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.sessions.size;
  }

  open(sid: string, entry: SessionEntry): void {
    if (this.sessions.size >= this.options.maxSessions) this.prune();
    this.sessions.set(sid, entry);
    const key = userKey(entry.home, entry.kind, entry.sub);
    const sids = this.byUser.get(key) ?? new Set<string>();
    sids.add(sid);
    this.byUser.set(key, sids);
  }

  get(sid: string): Readonly<SessionEntry> | undefined {
    const entry = this.sessions.get(sid);
    return entry !== undefined && entry.expiresAt > this.now() ? entry : undefined;
  }

  /** Whether the session is live and belongs to that user: the per-request check. */
  isLive(sid: string, kind: UserKind, sub: string): boolean {
    const entry = this.get(sid);
    return entry !== undefined && entry.kind === kind && entry.sub === sub;
  }

  end(sid: string): boolean {
    const entry = this.sessions.get(sid);
    if (entry === undefined) return false;
    this.sessions.delete(sid);
    const key = userKey(entry.home, entry.kind, entry.sub);
    const sids = this.byUser.get(key);
    sids?.delete(sid);
    if (sids?.size === 0) this.byUser.delete(key);
    return true;
  }

  /** Ends every session a user opened in a namespace; answers how many. */
  endUser(home: string, kind: UserKind, sub: string): number {
    const sids = [...(this.byUser.get(userKey(home, kind, sub)) ?? [])];
    for (const sid of sids) this.end(sid);
    return sids.length;
  }

  /** Drops expired sessions, then the oldest until a tenth of the room is free. */
  private prune(): void {
    const now = this.now();
    for (const [sid, entry] of this.sessions) if (entry.expiresAt <= now) this.end(sid);
    const target = Math.floor(this.options.maxSessions * 0.9);
    for (const sid of this.sessions.keys()) {
      if (this.sessions.size <= target) break;
      this.end(sid);
    }
  }
}
