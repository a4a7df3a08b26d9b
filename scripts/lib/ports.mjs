// A free port, for the servers the scripts start on their own.
import net from "node:net";

/** A port nobody listens on right now on `host`. @param {string} host @returns {Promise<number>} */
export function freePortOn(host) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** A loopback port nobody listens on right now. @returns {Promise<number>} */
export const freePort = () => freePortOn("127.0.0.1");
