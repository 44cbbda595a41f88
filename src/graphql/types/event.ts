import { builder } from "../builder.js";
import { CATALOG, enumNameOf, typeNameOf, typeOfEnumName, type EventTypeName } from "../../domain/events/catalog.js";
import { ENUMS, type FieldDef } from "../../domain/events/fields.js";
import type { EventRow } from "../../domain/events/log.js";
import { ContentBlockUnion, TextBlock } from "./content.js";

export const EventTypeEnum = builder.enumType("EventType", {
  description: "Every event type; the dotted name in SCREAMING_SNAKE (user.message → USER_MESSAGE).",
  values: Object.fromEntries(CATALOG.map((d) => [enumNameOf(d.type), { value: d.type, description: d.description }])),
});

export const enumRefs = Object.fromEntries(
  Object.entries(ENUMS).map(([name, values]) => [name, builder.enumType(name, { values: values as readonly string[] })]),
);

export const Usage = builder
  .objectRef<{ inputTokens?: number; outputTokens?: number; cacheReadTokens?: number; cacheWriteTokens?: number; costUsd?: number }>("Usage")
  .implement({
    description: "Tokens and cost.",
    fields: (t) => ({
      inputTokens: t.int({ resolve: (u) => u.inputTokens ?? 0 }),
      outputTokens: t.int({ resolve: (u) => u.outputTokens ?? 0 }),
      cacheReadTokens: t.int({ resolve: (u) => u.cacheReadTokens ?? 0 }),
      cacheWriteTokens: t.int({ resolve: (u) => u.cacheWriteTokens ?? 0 }),
      costUsd: t.float({ resolve: (u) => u.costUsd ?? 0 }),
    }),
  });

// biome-ignore lint: the output refs are of many shapes
const outputRefs: Record<string, any> = { ...enumRefs, ContentBlock: ContentBlockUnion, TextBlock, Usage };

const payloadOf = (row: EventRow) => (row.payload ?? {}) as Record<string, unknown>;

export const TaskEventInterface = builder.interfaceRef<EventRow>("TaskEvent").implement({
  description: "What every event has. Every member of `union Event` implements it. (`task`, `run` and `thread` are added beside their types.)",
  interfaces: [builder.nodeInterfaceRef()],
  fields: (t) => ({
    id: t.exposeID("id"),
    sequence: t.field({ type: "Sequence", resolve: (e) => e.sequence }),
    type: t.field({ type: EventTypeEnum, resolve: (e) => e.type as never }),
    taskId: t.exposeID("taskId"),
    processedAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "Null while a message waits for a run to take it.",
      resolve: (e) => e.processedAt,
    }),
    createdAt: t.field({ type: "DateTime", resolve: (e) => e.createdAt }),
  }),
});

/**
 * Payload field names that are optional on at least one event type. GraphQL refuses a selection
 * in which two members of `union Event` give one response name different nullability
 * (`... on UserInterruptEvent { reason } ... on UserSendBackEvent { reason }`), so a shared name
 * is nullable on every member that has it; the value is still always set where the catalog
 * requires it.
 */
const NULLABLE_SOMEWHERE = new Set(
  CATALOG.flatMap((d) => Object.entries(d.fields as Record<string, FieldDef>).filter(([, f]) => f.nullable).map(([n]) => n)),
);

function payloadField(t: PothosSchemaTypes.ObjectFieldBuilder<never, EventRow>, name: string, def: FieldDef) {
  const typeName = def.output ?? def.graphql;
  const base = outputRefs[typeName] ?? typeName;
  const loosened = !def.nullable && NULLABLE_SOMEWHERE.has(name);
  return t.field({
    type: def.list ? [base] : base,
    nullable: def.nullable || loosened,
    description: loosened ? [def.description, "Always set on this type."].filter(Boolean).join(" ") : def.description,
    resolve: (row: EventRow) => payloadOf(row)[name] ?? def.fallback?.(row) ?? (def.list && !def.nullable ? [] : null),
  } as never);
}

/** One GraphQL member type per event type, its fields built from the catalog. */
export const memberTypes = Object.fromEntries(
  CATALOG.map((d) => {
    const ref = builder.objectRef<EventRow>(typeNameOf(d.type));
    ref.implement({
      description: d.description,
      interfaces: [builder.nodeInterfaceRef(), TaskEventInterface],
      isTypeOf: (row) => (row as EventRow).type === d.type,
      fields: (t) => ({
        id: t.exposeID("id"),
        ...Object.fromEntries(
          Object.entries(d.fields as Record<string, FieldDef>).map(([name, f]) => [
            name,
            payloadField(t as never, name, f),
          ]),
        ),
      }),
    });
    return [d.type, ref];
  }),
) as Record<EventTypeName, EventMemberRef>;

type EventMemberRef = ReturnType<typeof builder.objectRef<EventRow>>;

const memberTypeNames = Object.fromEntries(CATALOG.map((d) => [d.type, typeNameOf(d.type)])) as Record<EventTypeName, string>;

export const EventUnion = builder.unionType("Event", {
  description: "One thing that happened in a task; one member type per event type.",
  types: Object.values(memberTypes),
  resolveType: (row) => resolveEventType(row as EventRow),
});

/** The member type of a stored event; a type the catalog does not know is a bug, not a null. */
export function resolveEventType(row: EventRow): string {
  const name = memberTypeNames[row.type as EventTypeName];
  if (name === undefined) throw new Error(`event ${row.id} has unknown type ${row.type}`);
  return name;
}

/** GraphQL EventType values arrive as dotted names already (the enum maps them). */
export const toDottedTypes = (types: readonly string[] | null | undefined) =>
  types?.map((t) => (t.includes(".") ? t : (typeOfEnumName(t) ?? t)));
