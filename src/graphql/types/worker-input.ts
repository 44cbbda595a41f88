import { builder } from "../builder.js";
import { CATALOG } from "../../domain/events/catalog.js";
import type { FieldDef } from "../../domain/events/fields.js";
import type { WorkerEventIn } from "../../domain/runs.js";
import { ContentBlockInput, TextBlockInput, toContentBlocks } from "./content.js";
import "./event.js";

/**
 * `WorkerEventInput` (@oneOf): one input per worker-writable event type, built from the event
 * catalog so the inputs and the stored payloads cannot drift apart. Every input may name the
 * thread it belongs to; previews' types may carry the id reserved by publishDeltas.
 */

export const UsageInput = builder.inputType("UsageInput", {
  fields: (t) => ({
    inputTokens: t.int({ required: false }),
    outputTokens: t.int({ required: false }),
    cacheReadTokens: t.int({ required: false }),
    cacheWriteTokens: t.int({ required: false }),
    costUsd: t.float({ required: false }),
  }),
});


const camel = (type: string) => type.replace(/[._](\w)/g, (_, ch: string) => ch.toUpperCase());
const pascal = (type: string) => camel(type).replace(/^\w/, (ch) => ch.toUpperCase());

/** Fields the server fills in itself, and inputs that differ from the stored payload. */
const SERVER_FILLED: Record<string, string[]> = {
  "workflow_run.created": ["workflowRunId", "phases"],
};

function inputFieldFor(t: PothosSchemaTypes.InputFieldBuilder<never, "InputObject">, f: FieldDef) {
  const base =
    f.graphql === "ContentBlock" ? ContentBlockInput : f.graphql === "TextBlock" ? TextBlockInput : f.graphql === "Usage" ? UsageInput : f.graphql;
  return t.field({ type: (f.list ? [base] : base) as never, required: !f.nullable, description: f.description } as never);
}

const workerDefs = CATALOG.filter((d) => d.writer === "worker");

const inputs = Object.fromEntries(
  workerDefs.map((d) => {
    const ref = builder.inputType(`${pascal(d.type)}Input`, {
      description: d.description,
      fields: (t) => {
        const own = Object.entries(d.fields as Record<string, FieldDef>).filter(([n]) => !SERVER_FILLED[d.type]?.includes(n));
        const fields: Record<string, unknown> = Object.fromEntries(own.map(([n, f]) => [n, inputFieldFor(t as never, f)]));
        if (d.type === "workflow_run.created") {
          fields.phases = t.stringList({ required: true, description: "The phases' names, in the order they run." });
        }
        if (d.type !== "task.thread_created") {
          fields.threadId = t.id({
            required: d.type.startsWith("task.thread_status_"),
            description: "The helper thread this event belongs to.",
          });
        }
        if (d.type === "worker.message" || d.type === "worker.thinking") {
          fields.eventId = t.id({ required: false, description: "The id publishDeltas reserved for this event." });
        }
        return fields as never;
      },
    });
    return [camel(d.type), { ref, def: d }];
  }),
);

export const WorkerEventInput = builder.inputType("WorkerEventInput", {
  description: "One event a worker writes: exactly one of these fields.",
  isOneOf: true,
  fields: (t) => Object.fromEntries(Object.entries(inputs).map(([name, { ref }]) => [name, t.field({ type: ref as never, required: false })])) as never,
});

/** GraphQL's one-of worker inputs → the domain's worker events. */
export function toWorkerEvents(events: readonly Record<string, Record<string, unknown> | null | undefined>[]): WorkerEventIn[] {
  return events.map((e) => {
    const [field, value] = Object.entries(e).find(([, v]) => v != null) ?? ["", {}];
    const { def } = inputs[field]!;
    const { threadId, eventId, ...rest } = (value ?? {}) as Record<string, unknown>;
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(rest)) if (v !== undefined) fields[k] = v;
    for (const [name, f] of Object.entries(def.fields as Record<string, FieldDef>)) {
      if (!Array.isArray(fields[name])) continue;
      if (f.graphql === "ContentBlock") fields[name] = toContentBlocks(fields[name] as never);
      if (f.graphql === "TextBlock") fields[name] = (fields[name] as { text: string }[]).map((b) => ({ type: "text", text: b.text }));
    }
    if (def.type === "workflow_run.created") fields.phases = (fields.phases as string[]).map((name) => ({ name }));
    return { type: def.type, fields, threadId: (threadId as string | null) ?? null, eventId: (eventId as string | null) ?? null };
  });
}
