import { HUB_OPERATIONS } from './hub-operations.generated.js';
import type { HubOperation } from './types.js';

export { HUB_OPERATIONS };

export type HubOperationId = NonNullable<(typeof HUB_OPERATIONS)[number]['operationId']>;

/** The operation of the Hub API reference with this id. */
export function hubOperation(operationId: HubOperationId): HubOperation {
  const operation = HUB_OPERATIONS.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`Hub API reference has no operation ${operationId}`);
  return operation;
}

const HUB_REFERENCE_URL = 'https://docs.docker.com/reference/api/hub/latest/';

/** The operation's section of the Hub API reference (`#tag/<tag>/operation/<operationId>`). */
export function hubOperationDocUrl(operation: HubOperation): string {
  return `${HUB_REFERENCE_URL}#tag/${String(operation.tag)}/operation/${String(operation.operationId)}`;
}
