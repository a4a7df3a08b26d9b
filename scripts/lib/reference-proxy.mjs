// The proxy `pnpm bench:lighthouse --reference` puts in front of the
// production server: two loopback ports, one proxy. Port `page` answers
// every request as the server does; port `reference` answers the same, except
// that an HTML page comes without its scripts (same CSS, fonts and images), so
// Lighthouse can measure what the HTML alone costs beside the real page.
//
// Both variants take exactly the same path (same process, same connections to
// the server, and each HTML page decoded, rewritten or not, and encoded again
// the same way): the only difference between them is the rewrite, so the
// proxy's own cost cannot show up as a difference between them.
import http from "node:http";
import zlib from "node:zlib";

/**
 * The Brotli quality the catalogue service compresses its pages with
 * (PAGE_BROTLI_QUALITY in services/catalog-deno/src/pages/mod.ts). Node's
 * Brotli then gives the very bytes the server sent (checked on the four
 * pages), so the page with its scripts is as large on the wire as without the
 * proxy, and the page without them is compressed alike.
 */
const BROTLI_QUALITY = 5;

/** Headers that belong to one connection (RFC 9110 §7.6.1), not to the message. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** An attribute-safe tag body: a quoted value may hold ">". */
const ATTRIBUTES = String.raw`(?:"[^"]*"|'[^']*'|[^'">])*`;
/**
 * A whole <script> element. The HTML parser ends a script's text at the first
 * "</script", whatever comes before it, and so does this pattern; the page's
 * JSON handover escapes "<" (entry-server), so it cannot end early.
 */
const SCRIPT_ELEMENT = new RegExp(String.raw`<script\b${ATTRIBUTES}>[\s\S]*?</script\s*>`, "gi");
const LINK_TAG = new RegExp(String.raw`<link\b${ATTRIBUTES}>`, "gi");
const MODULEPRELOAD = /\brel\s*=\s*["']?\s*modulepreload\b/i;

/**
 * The page without scripts: every <script> element goes (the boot module, the
 * JSON handed to the app, JSON-LD, any inline script) and every
 * <link rel="modulepreload"> (JavaScript fetched ahead); everything else stays
 * byte for byte, styles, font faces, images and their preloads included.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(SCRIPT_ELEMENT, "")
    .replace(LINK_TAG, (tag) => (MODULEPRELOAD.test(tag) ? "" : tag));
}

/** @type {Record<string, { decode: (bytes: Buffer) => Buffer, encode: (bytes: Buffer) => Buffer }>} */
const CODINGS = {
  br: {
    decode: (bytes) => zlib.brotliDecompressSync(bytes),
    encode: (bytes) =>
      zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      }),
  },
  gzip: { decode: (bytes) => zlib.gunzipSync(bytes), encode: (bytes) => zlib.gzipSync(bytes) },
  deflate: {
    decode: (bytes) => zlib.inflateSync(bytes),
    encode: (bytes) => zlib.deflateSync(bytes),
  },
  identity: { decode: (bytes) => bytes, encode: (bytes) => bytes },
};

/** @param {http.IncomingHttpHeaders} headers */
function endToEnd(headers) {
  /** @type {http.OutgoingHttpHeaders} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * @typedef {"page" | "reference"} Variant
 * @typedef {{ page: string, reference: string, close: () => Promise<void> }} ReferenceProxy
 *   the two variants' origins (http://localhost:port) and how to stop the proxy.
 */

/**
 * @param {string} upstreamOrigin the production server, e.g. http://localhost:5000
 * @returns {Promise<ReferenceProxy>}
 */
export async function startReferenceProxy(upstreamOrigin) {
  const upstream = new URL(upstreamOrigin);
  // The server listens on 0.0.0.0: IPv4 straight away, no try of ::1 first.
  const upstreamHost = upstream.hostname === "localhost" ? "127.0.0.1" : upstream.hostname;
  // One pool of kept-alive connections for both variants.
  const agent = new http.Agent({ keepAlive: true });
  /** @type {Set<import("node:net").Socket>} */
  const sockets = new Set();

  /** @param {Variant} variant */
  const handler = (variant) => {
    /** @type {http.RequestListener} */
    return (req, res) => {
      const forwarded = http.request(
        {
          host: upstreamHost,
          port: upstream.port,
          method: req.method,
          path: req.url,
          // The browser's own headers, Host and Accept-Encoding included: the
          // server answers as it would answer the browser (its canonical link
          // names the proxy's address, it compresses as it would).
          headers: endToEnd(req.headers),
          agent,
        },
        (answer) => {
          const status = answer.statusCode ?? 502;
          const isPage =
            req.method === "GET" &&
            /^text\/html\b/i.test(answer.headers["content-type"] ?? "") &&
            status !== 204 &&
            status !== 304;
          if (!isPage) {
            // Scripts, styles, fonts, images, API answers: streamed as they come.
            res.writeHead(status, endToEnd(answer.headers));
            answer.pipe(res);
            return;
          }
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("end", () => {
            const encoding = answer.headers["content-encoding"] ?? "identity";
            const coding = CODINGS[encoding];
            /** @type {Buffer} */
            let body;
            try {
              if (!coding) throw new Error(`cannot read content-encoding ${encoding}`);
              const html = coding.decode(Buffer.concat(chunks)).toString("utf8");
              body = coding.encode(
                Buffer.from(variant === "reference" ? stripScripts(html) : html, "utf8"),
              );
            } catch (error) {
              // Better no measurement than one of a page that still has its scripts.
              res.writeHead(502, { "content-type": "text/plain" });
              res.end(`reference proxy: ${/** @type {Error} */ (error).message}`);
              return;
            }
            const headers = endToEnd(answer.headers);
            headers["content-length"] = body.byteLength;
            res.writeHead(status, headers);
            res.end(body);
          });
        },
      );
      forwarded.on("error", (error) => {
        if (res.headersSent) res.destroy(error);
        else {
          res.writeHead(502, { "content-type": "text/plain" });
          res.end(`reference proxy: ${error.message}`);
        }
      });
      req.pipe(forwarded);
    };
  };

  /** @param {Variant} variant @returns {Promise<{ server: http.Server, origin: string }>} */
  const listen = (variant) =>
    new Promise((resolve, reject) => {
      const server = http.createServer(handler(variant));
      server.on("connection", (socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      });
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
        // localhost, as the server's own address: a secure context for
        // Lighthouse and the same shape of address as without the proxy.
        resolve({ server, origin: `http://localhost:${port}` });
      });
    });

  const [page, reference] = [await listen("page"), await listen("reference")];
  return {
    page: page.origin,
    reference: reference.origin,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [page.server, reference.server].map(
          (server) => new Promise((done) => server.close(() => done(undefined))),
        ),
      );
      agent.destroy();
    },
  };
}
