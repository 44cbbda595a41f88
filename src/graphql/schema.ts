import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.js";
import "./types/scalars.js";
import "./types/content.js";
import "./types/event.js";
import "./types/events-connection.js";
import "./types/event-input.js";
import "./types/task.js";
import "./types/run.js";
import "./types/thread.js";
import "./types/workflow-run.js";
import "./types/workspace.js";
import "./types/node.js";
import "./mutations/workspace.js";
import "./mutations/tasks.js";
import "./mutations/history.js";
import "./subscriptions/task-events.js";

export const schema = lexicographicSortSchema(builder.toSchema());
