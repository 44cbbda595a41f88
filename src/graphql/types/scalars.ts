import { GraphQLError, Kind } from "graphql";
import { builder } from "../builder.js";

builder.scalarType("DateTime", {
  description: "An ISO-8601 date and time, e.g. 2026-11-29T12:00:00.000Z.",
  serialize: (v) => (v instanceof Date ? v.toISOString() : new Date(v as string).toISOString()),
  parseValue: (v) => {
    const d = typeof v === "string" ? new Date(v) : null;
    if (!d || Number.isNaN(d.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string", { extensions: { code: "BAD_USER_INPUT" } });
    return d;
  },
  parseLiteral: (ast) => {
    const d = ast.kind === Kind.STRING ? new Date(ast.value) : null;
    if (!d || Number.isNaN(d.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string", { extensions: { code: "BAD_USER_INPUT" } });
    return d;
  },
});

builder.scalarType("JSON", {
  description: "Any JSON value.",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: function literal(ast): unknown {
    switch (ast.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return ast.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(ast.value);
      case Kind.NULL:
        return null;
      case Kind.LIST:
        return ast.values.map((v) => literal(v));
      case Kind.OBJECT:
        return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
      default:
        throw new GraphQLError("JSON literals cannot hold variables", { extensions: { code: "BAD_USER_INPUT" } });
    }
  },
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
