import { fork, type ChildProcess } from "node:child_process";

/**
 * Forks `file` with `argv` (the same loader flags as this process) and talks to it by request and
 * answer over IPC: the child answers each `{ id, msg }` with `{ id, ok, reply | error }`. A child
 * that exits fails every request still waiting.
 */
export function forkRpc<M>(file: string, argv: string[], label = "child process") {
  const proc: ChildProcess = fork(file, argv, { execArgv: process.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  let next = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  proc.on("message", (m: { id: number; ok: boolean; reply?: unknown; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.ok) w?.resolve(m.reply);
    else w?.reject(new Error(`${label}: ${m.error}`));
  });
  proc.on("exit", (code) => {
    for (const w of waiting.values()) w.reject(new Error(`${label} exited (${code})`));
    waiting.clear();
  });
  return {
    rpc: <T = unknown>(msg: M) =>
      new Promise<T>((resolve, reject) => {
        const id = ++next;
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        proc.send({ id, msg });
      }),
    /** Lets the child go (it exits when the channel closes). */
    exit: () => {
      if (proc.connected) proc.disconnect();
    },
    kill: () => proc.kill(),
  };
}

/**
 * The child's side: answers each request with its handler's result (or its error), and exits when
 * the parent goes away (finished, failed or interrupted), after `onDisconnect`.
 */
export function serveRpc<M extends { cmd: string }>(
  handlers: Record<M["cmd"], (m: never) => Promise<unknown> | unknown>,
  onDisconnect: () => void = () => {},
) {
  process.on("message", (raw: { id: number; msg: M }) => {
    void (async () => {
      try {
        const reply = await handlers[raw.msg.cmd as M["cmd"]](raw.msg as never);
        process.send!({ id: raw.id, ok: true, reply });
      } catch (err) {
        process.send!({ id: raw.id, ok: false, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      }
    })();
  });
  process.on("disconnect", () => {
    onDisconnect();
    process.exit(0);
  });
}
