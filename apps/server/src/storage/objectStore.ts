/**
 * A small client of an S3-compatible object store (docs/decisions/0022-document-object-store.md): the four calls the
 * documents need (put, get, delete, list), signed with SigV4 and sent with Node's fetch.
 */
import { EMPTY_SHA256, signRequest, uriEncode, type Credentials } from './sigv4.ts';

export interface ObjectStoreOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000; AWS's regional endpoint when unset. */
  endpoint?: string | undefined;
  region: string;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name (http://bucket.host/key). */
  pathStyle: boolean;
  credentials: Credentials;
  /** How long one call may take. */
  timeoutMs?: number;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export class ObjectStoreError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ObjectStoreError';
  }
}

export class ObjectStore {
  private readonly base: URL;

  constructor(private readonly options: ObjectStoreOptions) {
    const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
    this.base = options.pathStyle
      ? new URL(`${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${uriEncode(options.bucket)}/`)
      : new URL(`${endpoint.protocol}//${options.bucket}.${endpoint.host}/`);
  }

  private url(key: string, query: Record<string, string> = {}): URL {
    const url = new URL(uriEncode(key, true), this.base);
    // The bucket itself (a listing) is /bucket in path style, / in the host's style.
    if (key === '' && this.options.pathStyle) url.pathname = url.pathname.replace(/\/$/, '');
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  }

  private async send(
    method: string,
    url: URL,
    body?: { data: Uint8Array; sha256: string; contentType: string },
  ): Promise<Response> {
    const headers = signRequest({
      method,
      url,
      headers: body ? { 'content-type': body.contentType } : {},
      payloadHash: body?.sha256 ?? EMPTY_SHA256,
      region: this.options.region,
      credentials: this.options.credentials,
      now: new Date(),
    });
    try {
      return await fetch(url, {
        method,
        headers,
        ...(body ? { body: new Uint8Array(body.data) } : {}),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (err) {
      // Said as the object store's failure (a refused connection is otherwise taken for the database's).
      const cause =
        err instanceof Error ? ((err.cause as { code?: string } | undefined)?.code ?? err.name) : String(err);
      throw new ObjectStoreError(`The object store could not be reached: ${cause}`, 0);
    }
  }

  private async failed(what: string, res: Response): Promise<ObjectStoreError> {
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? res.statusText;
    return new ObjectStoreError(`The object store refused ${what}: ${res.status} ${code}`, res.status);
  }

  /** Stores the bytes under the key; sha256 is their hex SHA-256, which the store checks against what it received. */
  async put(key: string, data: Uint8Array, sha256: string, contentType: string): Promise<void> {
    const res = await this.send('PUT', this.url(key), { data, sha256, contentType });
    if (!res.ok) throw await this.failed('a write', res);
    await res.arrayBuffer();
  }

  /** The object's bytes, or null when there is no such object. */
  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', this.url(key));
    if (res.status === 404) {
      await res.arrayBuffer();
      return null;
    }
    if (!res.ok) throw await this.failed('a read', res);
    return Buffer.from(await res.arrayBuffer());
  }

  /** Removes the object; no error when it is already gone. */
  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', this.url(key));
    if (!res.ok && res.status !== 404) throw await this.failed('a delete', res);
    await res.arrayBuffer();
  }

  /** Every object whose key starts with the prefix, page by page. */
  async *list(prefix: string): AsyncGenerator<ListedObject[]> {
    let token: string | undefined;
    do {
      const res = await this.send(
        'GET',
        this.url('', { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) }),
      );
      if (!res.ok) throw await this.failed('a listing', res);
      const xml = await res.text();
      yield [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, item]) => ({
        key: xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(item!)?.[1] ?? ''),
        lastModified: new Date(/<LastModified>([^<]*)<\/LastModified>/.exec(item!)?.[1] ?? 0),
      }));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xmlText(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined
        : undefined;
    } while (token);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : (ENTITIES[e.toLowerCase()] ?? ''),
  );
}
