import { createGraphQLError, type Plugin } from "graphql-yoga";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import type { ServerContext } from "../yoga.js";

/**
 * CSRF: a browser can send a "simple" request (a GET, or a form POST) cross-site without a
 * preflight. Such a request must carry a header a form cannot set: the API key, or
 * x-graphql-yoga-csrf. A JSON POST is preflighted by the browser, so CORS already guards it.
 */
export function useCodedCSRFPrevention(): Plugin<ServerContext> {
  const inner = useCSRFPrevention({ requestHeaders: ["x-api-key", "x-graphql-yoga-csrf"] });
  return {
    onRequestParse(payload) {
      // A Bearer key is never sent by a browser on its own (unlike Basic credentials or cookies).
      if (/^bearer\s/i.test(payload.request.headers.get("authorization") ?? "")) return;
      try {
        return inner.onRequestParse?.(payload as never) as never;
      } catch {
        throw createGraphQLError("a request that is not application/json must carry an x-api-key or x-graphql-yoga-csrf header", {
          extensions: { code: "CSRF_PREVENTED", http: { status: 403 } },
        });
      }
    },
  };
}
