// A local SMTP server that accepts every message and counts it (the jobs bench's mail server, decision 121):
// just enough of RFC 5321 for nodemailer (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), no TLS, no auth.
import { once } from 'node:events';
import net from 'node:net';

export type SmtpSink = {
  url: string;
  /** Messages accepted so far. */
  readonly received: number;
  /** Resolves once `count` messages have been accepted in all. */
  until(count: number): Promise<void>;
  close(): Promise<void>;
};

/** `delayMs`: how long it takes to accept a message (a real server's work), 0 for at once. */
export async function smtpSink(delayMs = 0): Promise<SmtpSink> {
  let received = 0;
  const waiting: { count: number; resolve: () => void }[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setNoDelay(true);
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) {
            // Keep only what could still hold the terminator's start.
            if (buffer.length > 8) buffer = buffer.slice(-8);
            return;
          }
          buffer = buffer.slice(end + 5);
          inData = false;
          const accept = () => {
            received += 1;
            for (const w of waiting.filter((x) => x.count <= received)) {
              waiting.splice(waiting.indexOf(w), 1);
              w.resolve();
            }
            socket.write('250 2.0.0 queued\r\n');
          };
          if (delayMs > 0) setTimeout(accept, delayMs);
          else accept();
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 sink\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return received;
    },
    until(count) {
      if (received >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    async close() {
      for (const s of sockets) s.destroy();
      server.close();
      await once(server, 'close').catch(() => {});
    },
  };
}
