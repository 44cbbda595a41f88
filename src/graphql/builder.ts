import SchemaBuilder from "@pothos/core";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import type PrismaTypes from "../db/generated/pothos-types.js";
import { getDatamodel } from "../db/generated/pothos-types.js";
import { kindOfId } from "../domain/ids.js";
import type { GraphQLContext } from "./context.js";

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    Sequence: { Input: string; Output: string | bigint };
  };
}>({
  plugins: [RelayPlugin, PrismaPlugin],
  defaultFieldNullability: false,
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // A node's id is its prefixed id itself (task_…, run_…, event_…), not an encoded one.
    encodeGlobalID: (_typename, id) => String(id),
    decodeGlobalID: (globalID) => ({ typename: kindOfId(globalID) ?? "Unknown", id: globalID }),
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  prisma: {
    // The client is per app instance (tests run several in one process), so it is reached
    // through the services on the context rather than a module-level import.
    client: (ctx) => ctx.services.db.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "error",
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
