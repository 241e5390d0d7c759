// A tiny round-robin HTTP proxy for the two-node check (decision 136): each request goes to the next
// upstream, bodies streamed both ways. An upstream that cannot be reached or dies mid-answer gets the client
// a 502 (or a cut answer), as a real load balancer would: the client retries through the proxy.
import http from 'node:http';

/** Starts the proxy on a free loopback port; `upstreams` are base URLs such as http://127.0.0.1:3001. */
export function startProxy(upstreams) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: false });
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
        answer.on('aborted', () => res.destroy());
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', connection: 'close' });
        res.end('{"error":"upstream unavailable"}');
      } else res.destroy();
      req.resume();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
