/**
 * Relay documents for the event log: a paginated, refetchable connection on `Task.events`
 * (`@connection`, `@refetchable`: Relay refetches through `Query.node` because Task is a Node),
 * and the query that reads a task by its Node id. Compiled by test/relay.test.ts with
 * relay-compiler; no runtime here, so a stand-in `graphql` tag keeps the file valid TypeScript.
 */
const graphql = (strings: TemplateStringsArray): string => strings.join("");

export const TaskEventsFragment = graphql`
  fragment TaskEvents_task on Task
  @refetchable(queryName: "TaskEventsPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    types: { type: "[EventType!]" }
  ) {
    id
    title
    status
    events(first: $count, after: $cursor, types: $types) @connection(key: "TaskEvents_events", filters: ["types"]) {
      edges {
        cursor
        node {
          __typename
          ... on TaskEvent {
            id
            sequence
          }
          ...EventItem_event
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`;

/** A task with its first page of events. */
export const TaskEventsQuery = graphql`
  query TaskEventsQuery($id: ID!, $count: Int) {
    task(id: $id) {
      ...TaskEvents_task @arguments(count: $count)
    }
  }
`;

/**
 * Any Node by its id (a task, an event…): the entry point Relay's refetching relies on. Spreads
 * that narrow `Node` to a type carry @alias (null unless the node is of that type).
 */
export const TaskEventsNodeQuery = graphql`
  query TaskEventsNodeQuery($id: ID!) {
    node(id: $id) {
      __typename
      id
      ...TaskEvents_task @alias(as: "task")
      ...EventItem_event @alias(as: "event")
    }
  }
`;

/** Following a task live: the stream's union shares the event members with `Event`. */
export const TaskEventsSubscription = graphql`
  subscription TaskEventsSubscription($taskId: ID!, $after: Sequence) {
    taskEvents(taskId: $taskId, after: $after) {
      __typename
      ... on TaskEvent {
        id
        sequence
      }
      ...EventItem_event @alias(as: "event")
      ... on EventDelta {
        eventId
        index
        text
      }
    }
  }
`;
