import { createServer, type Socket } from 'node:net';

/**
 * A TCP server that accepts connections and never says a word: what a hung PostgreSQL looks like
 * from the API (the connection opens, the answer never comes).
 */
export async function silentServer(port: number): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/silent`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
