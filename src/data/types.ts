export type HttpMethod = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE';

/** One operation of the Docker Hub API reference. */
export interface HubOperation {
  readonly operationId: string | null;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly deprecated: boolean;
}
