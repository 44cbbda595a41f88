/** Reading /metrics in tests: one scrape, and one sample of its Prometheus text. */

/** GET /metrics of `origin` with `headers` (by default the bearer `token`): status, content type and text. */
export async function scrape(origin: string, token: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  const res = await fetch(`${origin}/metrics`, { headers });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** The value of one sample (name with its labels, as printed), or undefined when absent. */
export function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
