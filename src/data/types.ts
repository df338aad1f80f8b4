export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/** One operation of the Docker Hub API reference. */
export interface HubOperation {
  readonly operationId: string | null;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  /** The reference's first tag of the operation: the section of its documentation page. */
  readonly tag: string | null;
  readonly deprecated: boolean;
}

/** One operation of the Docker Engine API reference. */
export interface EngineRoute {
  readonly method: HttpMethod;
  /** The path without the version prefix, with `{param}` placeholders. */
  readonly path: string;
  readonly operationId: string;
  /** The media types the request body is read as; empty when the operation takes no body. */
  readonly bodyTypes: readonly string[];
  /** Whether the reference marks the body as required. */
  readonly bodyRequired: boolean;
}
