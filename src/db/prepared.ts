/**
 * Names for the plain-SQL statements that come back, so that PostgreSQL parses and plans each of
 * them once per connection instead of on every call: `pg` prepares a named statement on a
 * connection the first time it runs there and afterwards only binds and executes it.
 *
 * Hand-written because `pg` has no statement cache of its own (it prepares whatever name it is
 * given, for the connection's life), and the texts here vary with a query's filters and page
 * size: a text is named once it has run `after` times, and at most `max` texts are ever named,
 * so PostgreSQL's memory per connection stays bounded whatever clients send. Texts beyond that
 * run unnamed (parsed and planned per call), as every statement did before.
 */
export interface StatementNames {
  /** The name to run `text` under, or undefined to run it unnamed. */
  (text: string): string | undefined;
  /**
   * A new name for `text`, whose statement under `stale` could not run (see `isStalePlan`); the
   * new name is prepared afresh on every connection. Callers that met the same stale name
   * together share one new name.
   */
  renew(text: string, stale: string): string;
}

export function statementNames({ after = 3, max = 200, counted = 10_000 } = {}): StatementNames {
  const named = new Map<string, string>();
  const seen = new Map<string, number>();
  let last = 0;
  const name = (text: string) => {
    const current = named.get(text);
    if (current !== undefined || named.size >= max) return current;
    const runs = (seen.get(text) ?? 0) + 1;
    if (runs < after) {
      // Texts seen fewer than `after` times are only counted; the count is forgotten if too many pile up.
      if (seen.size >= counted) seen.clear();
      seen.set(text, runs);
      return undefined;
    }
    seen.delete(text);
    const fresh = `atg_${++last}`;
    named.set(text, fresh);
    return fresh;
  };
  const renew = (text: string, stale: string) => {
    const current = named.get(text);
    if (current !== undefined && current !== stale) return current;
    const fresh = `atg_${++last}`;
    named.set(text, fresh);
    return fresh;
  };
  return Object.assign(name, { renew });
}

/**
 * PostgreSQL refuses to run a statement prepared before a column it returns changed type ("cached
 * plan must not change result type"): a migration that another instance applied during a rolling
 * upgrade does that to every connection that had prepared it. Or the session no longer has the
 * statement (26000, "prepared statement … does not exist": a DEALLOCATE or DISCARD on it). Either
 * way it is prepared afresh, or run unprepared, on the next try.
 */
export function isStalePlan(err: unknown): boolean {
  const e = err as { code?: string; routine?: string; message?: string } | null;
  if (e?.code === "26000") return true;
  // The routine that raises it names it whatever language the server's messages are in.
  return e?.code === "0A000" && (e.routine === "RevalidateCachedQuery" || /cached plan must not change result type/.test(e.message ?? ""));
}

/**
 * Constants (statuses, event types: our own words, never a client's) written into a statement's
 * text as a list of SQL literals, so that its prepared statement's generic plan can prove a
 * partial index's condition, which a parameter would hide.
 */
export const sqlLiterals = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");
