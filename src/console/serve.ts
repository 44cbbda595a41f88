import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The live console: static files served as they are (no build step). The page speaks only the
 * public API (/graphql with the key the user pastes), so it needs nothing from the server but these.
 */
const FILES: Record<string, { file: string; type: string }> = {
  "/console": { file: "index.html", type: "text/html; charset=utf-8" },
  "/console/": { file: "index.html", type: "text/html; charset=utf-8" },
  "/console/console.js": { file: "console.js", type: "text/javascript; charset=utf-8" },
  "/console/console.css": { file: "console.css", type: "text/css; charset=utf-8" },
};

const HERE = new URL("./", import.meta.url);

// Same-origin only: the page loads its own script and style and talks to /graphql, nothing else.
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function isConsolePath(path: string): boolean {
  return path === "/console" || path.startsWith("/console/");
}

export async function serveConsole(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain; charset=utf-8" }).end("method not allowed\n");
    return;
  }
  const entry = FILES[path];
  if (!entry) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("not found\n");
    return;
  }
  let body: Buffer;
  try {
    body = await readFile(new URL(entry.file, HERE));
  } catch {
    res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("the console's files are missing\n");
    return;
  }
  res.writeHead(200, {
    "content-type": entry.type,
    "content-length": body.length,
    "cache-control": "no-cache",
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  });
  res.end(req.method === "HEAD" ? undefined : body);
}
