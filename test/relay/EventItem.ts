/**
 * Relay fragments on the members of the `Event` union: a user's message (content blocks), a
 * worker's message (text blocks and sources) and the idle status (stop reason).
 */
const graphql = (strings: TemplateStringsArray): string => strings.join("");

export const EventItemFragment = graphql`
  fragment EventItem_event on Event {
    __typename
    ... on TaskEvent {
      id
      sequence
      type
      createdAt
    }
    # Relay 21 asks for @alias on spreads that narrow the type: each is null unless the event is of that type.
    ...EventItem_userMessage @alias(as: "userMessage")
    ...EventItem_workerMessage @alias(as: "workerMessage")
    ...EventItem_idle @alias(as: "idle")
  }
`;

export const UserMessageFragment = graphql`
  fragment EventItem_userMessage on UserMessageEvent {
    processedAt
    content {
      __typename
      ... on TextBlock {
        text
      }
      ... on DocumentBlock {
        title
      }
    }
  }
`;

export const WorkerMessageFragment = graphql`
  fragment EventItem_workerMessage on WorkerMessageEvent {
    content {
      text
    }
    sources
    run {
      id
    }
  }
`;

export const IdleFragment = graphql`
  fragment EventItem_idle on TaskStatusIdleEvent {
    stopReason
    stopDetails
  }
`;
