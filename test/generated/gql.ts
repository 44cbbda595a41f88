/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n  createApiKey(input: {name: $name, scopes: $scopes}) {\n    key\n    apiKey {\n      id\n      name\n      prefix\n      scopes\n    }\n  }\n}": typeof types.CreateApiKeyDocument,
    "mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    task {\n      id\n      title\n      status\n      mode\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n      }\n    }\n  }\n}": typeof types.CreateTaskDocument,
    "mutation CreateWorkspace($name: String!) {\n  createWorkspace(input: {name: $name}) {\n    workspace {\n      id\n      name\n    }\n    apiKey\n    apiKeyInfo {\n      id\n      scopes\n    }\n  }\n}": typeof types.CreateWorkspaceDocument,
    "subscription FollowTask($taskId: ID!, $after: Sequence) {\n  taskEvents(taskId: $taskId, after: $after) {\n    __typename\n    ... on TaskEvent {\n      id\n      sequence\n      type\n    }\n  }\n}": typeof types.FollowTaskDocument,
    "query Node($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Task {\n      title\n      status\n    }\n    ... on Workspace {\n      name\n    }\n  }\n}": typeof types.NodeDocument,
    "mutation SendEvents($input: SendEventsInput!) {\n  sendEvents(input: $input) {\n    replayed\n    task {\n      id\n      status\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n        processedAt\n        run {\n          id\n        }\n      }\n    }\n  }\n}": typeof types.SendEventsDocument,
    "query TaskEvents($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String, $types: [EventType!], $order: SortOrder) {\n  events(\n    taskId: $taskId\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    types: $types\n    order: $order\n  ) {\n    edges {\n      cursor\n      node {\n        __typename\n        ... on TaskEvent {\n          id\n          sequence\n          type\n          taskId\n          createdAt\n        }\n        ... on UserMessageEvent {\n          content {\n            __typename\n            ... on TextBlock {\n              text\n            }\n          }\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      hasPreviousPage\n      startCursor\n      endCursor\n    }\n  }\n}": typeof types.TaskEventsDocument,
};
const documents: Documents = {
    "mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n  createApiKey(input: {name: $name, scopes: $scopes}) {\n    key\n    apiKey {\n      id\n      name\n      prefix\n      scopes\n    }\n  }\n}": types.CreateApiKeyDocument,
    "mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    task {\n      id\n      title\n      status\n      mode\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n      }\n    }\n  }\n}": types.CreateTaskDocument,
    "mutation CreateWorkspace($name: String!) {\n  createWorkspace(input: {name: $name}) {\n    workspace {\n      id\n      name\n    }\n    apiKey\n    apiKeyInfo {\n      id\n      scopes\n    }\n  }\n}": types.CreateWorkspaceDocument,
    "subscription FollowTask($taskId: ID!, $after: Sequence) {\n  taskEvents(taskId: $taskId, after: $after) {\n    __typename\n    ... on TaskEvent {\n      id\n      sequence\n      type\n    }\n  }\n}": types.FollowTaskDocument,
    "query Node($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Task {\n      title\n      status\n    }\n    ... on Workspace {\n      name\n    }\n  }\n}": types.NodeDocument,
    "mutation SendEvents($input: SendEventsInput!) {\n  sendEvents(input: $input) {\n    replayed\n    task {\n      id\n      status\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n        processedAt\n        run {\n          id\n        }\n      }\n    }\n  }\n}": types.SendEventsDocument,
    "query TaskEvents($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String, $types: [EventType!], $order: SortOrder) {\n  events(\n    taskId: $taskId\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    types: $types\n    order: $order\n  ) {\n    edges {\n      cursor\n      node {\n        __typename\n        ... on TaskEvent {\n          id\n          sequence\n          type\n          taskId\n          createdAt\n        }\n        ... on UserMessageEvent {\n          content {\n            __typename\n            ... on TextBlock {\n              text\n            }\n          }\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      hasPreviousPage\n      startCursor\n      endCursor\n    }\n  }\n}": types.TaskEventsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n  createApiKey(input: {name: $name, scopes: $scopes}) {\n    key\n    apiKey {\n      id\n      name\n      prefix\n      scopes\n    }\n  }\n}"): (typeof documents)["mutation CreateApiKey($name: String!, $scopes: [ApiKeyScope!]!) {\n  createApiKey(input: {name: $name, scopes: $scopes}) {\n    key\n    apiKey {\n      id\n      name\n      prefix\n      scopes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    task {\n      id\n      title\n      status\n      mode\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n      }\n    }\n  }\n}"): (typeof documents)["mutation CreateTask($input: CreateTaskInput!) {\n  createTask(input: $input) {\n    task {\n      id\n      title\n      status\n      mode\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWorkspace($name: String!) {\n  createWorkspace(input: {name: $name}) {\n    workspace {\n      id\n      name\n    }\n    apiKey\n    apiKeyInfo {\n      id\n      scopes\n    }\n  }\n}"): (typeof documents)["mutation CreateWorkspace($name: String!) {\n  createWorkspace(input: {name: $name}) {\n    workspace {\n      id\n      name\n    }\n    apiKey\n    apiKeyInfo {\n      id\n      scopes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription FollowTask($taskId: ID!, $after: Sequence) {\n  taskEvents(taskId: $taskId, after: $after) {\n    __typename\n    ... on TaskEvent {\n      id\n      sequence\n      type\n    }\n  }\n}"): (typeof documents)["subscription FollowTask($taskId: ID!, $after: Sequence) {\n  taskEvents(taskId: $taskId, after: $after) {\n    __typename\n    ... on TaskEvent {\n      id\n      sequence\n      type\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Node($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Task {\n      title\n      status\n    }\n    ... on Workspace {\n      name\n    }\n  }\n}"): (typeof documents)["query Node($id: ID!) {\n  node(id: $id) {\n    __typename\n    id\n    ... on Task {\n      title\n      status\n    }\n    ... on Workspace {\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendEvents($input: SendEventsInput!) {\n  sendEvents(input: $input) {\n    replayed\n    task {\n      id\n      status\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n        processedAt\n        run {\n          id\n        }\n      }\n    }\n  }\n}"): (typeof documents)["mutation SendEvents($input: SendEventsInput!) {\n  sendEvents(input: $input) {\n    replayed\n    task {\n      id\n      status\n    }\n    events {\n      __typename\n      ... on TaskEvent {\n        id\n        sequence\n        type\n        processedAt\n        run {\n          id\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TaskEvents($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String, $types: [EventType!], $order: SortOrder) {\n  events(\n    taskId: $taskId\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    types: $types\n    order: $order\n  ) {\n    edges {\n      cursor\n      node {\n        __typename\n        ... on TaskEvent {\n          id\n          sequence\n          type\n          taskId\n          createdAt\n        }\n        ... on UserMessageEvent {\n          content {\n            __typename\n            ... on TextBlock {\n              text\n            }\n          }\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      hasPreviousPage\n      startCursor\n      endCursor\n    }\n  }\n}"): (typeof documents)["query TaskEvents($taskId: ID!, $first: Int, $after: String, $last: Int, $before: String, $types: [EventType!], $order: SortOrder) {\n  events(\n    taskId: $taskId\n    first: $first\n    after: $after\n    last: $last\n    before: $before\n    types: $types\n    order: $order\n  ) {\n    edges {\n      cursor\n      node {\n        __typename\n        ... on TaskEvent {\n          id\n          sequence\n          type\n          taskId\n          createdAt\n        }\n        ... on UserMessageEvent {\n          content {\n            __typename\n            ... on TextBlock {\n              text\n            }\n          }\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      hasPreviousPage\n      startCursor\n      endCursor\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;