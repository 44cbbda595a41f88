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
}

export function statementNames({ after = 3, max = 200, counted = 10_000 } = {}): StatementNames {
  const named = new Map<string, string>();
  const seen = new Map<string, number>();
  return (text) => {
    const name = named.get(text);
    if (name !== undefined || named.size >= max) return name;
    const runs = (seen.get(text) ?? 0) + 1;
    if (runs < after) {
      // Texts seen fewer than `after` times are only counted; the count is forgotten if too many pile up.
      if (seen.size >= counted) seen.clear();
      seen.set(text, runs);
      return undefined;
    }
    seen.delete(text);
    const fresh = `atg_${named.size + 1}`;
    named.set(text, fresh);
    return fresh;
  };
}
