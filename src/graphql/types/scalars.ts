import { GraphQLError, Kind } from "graphql";
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import { builder } from "../builder.js";

// DateTime and JSON are graphql-scalars' (RFC 3339 date-times; any JSON value, variables allowed
// inside literals). DateTime keeps this API's answers: an ISO string out (always UTC, with
// milliseconds), and a bad value in is BAD_USER_INPUT with a message that says what is wanted.
const badDateTime = () =>
  new GraphQLError("DateTime must be an RFC 3339 date-time string, e.g. 2026-11-29T12:00:00.000Z", { extensions: { code: "BAD_USER_INPUT" } });

builder.scalarType("DateTime", {
  description: "An RFC 3339 (ISO-8601) date and time, e.g. 2026-11-29T12:00:00.000Z.",
  serialize: (v) => (DateTimeResolver.serialize(v) as Date).toISOString(),
  parseValue: (v) => {
    try {
      return DateTimeResolver.parseValue(v) as Date;
    } catch {
      throw badDateTime();
    }
  },
  parseLiteral: (ast, variables) => {
    try {
      return DateTimeResolver.parseLiteral(ast, variables) as Date;
    } catch {
      throw badDateTime();
    }
  },
});

builder.scalarType("JSON", {
  description: "Any JSON value.",
  serialize: (v) => JSONResolver.serialize(v),
  parseValue: (v) => JSONResolver.parseValue(v),
  parseLiteral: (ast, variables) => JSONResolver.parseLiteral(ast, variables),
});

builder.scalarType("Sequence", {
  description:
    "An event's place in the global log: a whole number written as a string. Assigned in commit order; compare as a number.",
  serialize: (v) => String(v),
  parseValue: (v) => {
    if (typeof v !== "string" || !/^\d{1,19}$/.test(v)) {
      throw new GraphQLError("a Sequence is a whole number written as a string", { extensions: { code: "INVALID_CURSOR" } });
    }
    return v;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !/^\d{1,19}$/.test(ast.value)) {
      throw new GraphQLError("a Sequence is a whole number written as a string", { extensions: { code: "INVALID_CURSOR" } });
    }
    return ast.value;
  },
});

export const DateTimeFilter = builder.inputType("DateTimeFilter", {
  fields: (t) => ({
    gt: t.field({ type: "DateTime", required: false }),
    gte: t.field({ type: "DateTime", required: false }),
    lt: t.field({ type: "DateTime", required: false }),
    lte: t.field({ type: "DateTime", required: false }),
  }),
});

export const SortOrder = builder.enumType("SortOrder", { values: ["ASC", "DESC"] as const });
