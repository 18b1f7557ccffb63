import net from 'node:net';

/**
 * A TCP relay on `port` to the real Redis at `target`, that a test can cut (every connection
 * dropped, no new ones) and restore, as a Redis restart or a network fault would.
 */
export function redisRelay(port: number, target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  return { up, down };
}
