import type { Plugin } from "graphql-yoga";
import type { ExecutionArgs, GraphQLError } from "graphql";

/**
 * A plugin that runs `check` on an operation with its variables, before it executes or subscribes
 * (HTTP, SSE and graphql-ws alike), and answers with its error instead of running it.
 */
export function checkBeforeRunning(check: (args: ExecutionArgs) => GraphQLError | null): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = check(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
