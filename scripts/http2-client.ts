// A client that talks HTTP/2 over TLS to one origin (node:http2), trusting the certificate it is
// given: how `npm run cluster` and the tests reach nginx (scripts/tls-certificate.ts). `fetch`
// answers a standard Response, its body decoded as a browser would; `request` the raw reply.
import http2 from 'node:http2';
import zlib from 'node:zlib';

export interface RawReply {
  status: number;
  headers: http2.IncomingHttpHeaders;
  /** The body as it came, still encoded. */
  body: Buffer;
  /** The protocol the connection agreed on (ALPN): 'h2' for HTTP/2. */
  protocol: string;
}

/** Headers HTTP/2 does not carry (RFC 9113 §8.2.2): the connection's own, and the host, which is :authority. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);
const NO_BODY = new Set([101, 204, 205, 304]);

export function http2Client(origin: string, ca: string | Buffer) {
  let session: http2.ClientHttp2Session | null = null;
  const connect = () => {
    if (!session || session.closed || session.destroyed) {
      const opened = http2.connect(origin, { ca });
      opened.on('error', () => {
        if (session === opened) session = null;
      });
      opened.on('close', () => {
        if (session === opened) session = null;
      });
      // Idle between requests: the process may end without closing it.
      opened.unref();
      session = opened;
    }
    return session;
  };

  function send(path: string, method: string, headers: Record<string, string>, body: string | Buffer | undefined) {
    const s = connect();
    return new Promise<RawReply>((resolve, reject) => {
      const sent: http2.OutgoingHttpHeaders = { ':method': method, ':path': path };
      for (const [name, value] of Object.entries(headers)) if (!CONNECTION_HEADERS.has(name.toLowerCase())) sent[name.toLowerCase()] = value;
      // Node ends a GET's or HEAD's stream at once unless told otherwise; a body, however odd on a
      // GET, is sent as the caller gave it.
      const stream = s.request(sent, { endStream: body === undefined || body.length === 0 });
      let answered = false;
      stream.on('response', (replied) => {
        answered = true;
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ status: Number(replied[':status']), headers: replied, body: Buffer.concat(chunks), protocol: s.alpnProtocol ?? '' }));
      });
      stream.on('error', (error: Error) => reject(Object.assign(error, { beforeAnswer: !answered })));
      if (body !== undefined && body.length > 0) stream.end(body);
    });
  }

  /**
   * One request. A GET or HEAD whose connection failed before any answer is sent once more on a
   * new connection, as a browser does with a request its reused connection lost: nothing of it
   * reached the site's code, or nothing was changed by it.
   */
  async function request(
    path: string,
    { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
  ) {
    try {
      return await send(path, method, headers, body);
    } catch (error) {
      if (!(method === 'GET' || method === 'HEAD') || !(error as { beforeAnswer?: boolean }).beforeAnswer) throw error;
      return send(path, method, headers, body);
    }
  }

  /**
   * Like the global fetch, over this connection: an absolute URL on this origin or a path. A
   * compressed body is decoded as a browser would; any other is streamed as it comes (the live
   * event stream), until the reply ends or `signal` aborts.
   */
  async function fetch(
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: string | Buffer; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const target = new URL(url, origin);
    const s = connect();
    const sent: http2.OutgoingHttpHeaders = { ':method': init.method ?? 'GET', ':path': `${target.pathname}${target.search}` };
    for (const [name, value] of Object.entries({ 'accept-encoding': 'gzip, deflate, br', ...init.headers }))
      if (!CONNECTION_HEADERS.has(name.toLowerCase())) sent[name.toLowerCase()] = value;
    const stream = s.request(sent, init.signal ? { signal: init.signal } : {});
    stream.end(init.body);
    const replied = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      stream.once('response', resolve);
      stream.once('error', reject);
    });
    const status = Number(replied[':status']);
    const out = new Headers();
    for (const [name, value] of Object.entries(replied))
      if (!name.startsWith(':') && value !== undefined) for (const one of [value].flat()) out.append(name, String(one));
    if (NO_BODY.has(status)) return new Response(null, { status, headers: out });
    const encoding = String(replied['content-encoding'] ?? '');
    if (encoding) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const raw = Buffer.concat(chunks);
      const body =
        encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'deflate' ? zlib.inflateSync(raw) : raw;
      return new Response(new Uint8Array(body), { status, headers: out });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
        stream.on('end', () => controller.close());
        stream.on('error', (error) => controller.error(error));
      },
      cancel() {
        stream.close();
      },
    });
    return new Response(body, { status, headers: out });
  }

  return {
    request,
    fetch,
    close: () => session?.close(),
  };
}
