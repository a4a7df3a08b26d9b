import { describe, expect, it } from "vitest";
import decodeQR from "qr/decode.js";
import { qrModules } from "./transferQr";

/** The modules as a camera would see them: an RGB bitmap, `scale` pixels a module. */
function bitmap(modules: boolean[][], scale = 4) {
  const width = modules.length * scale;
  const data = new Uint8Array(width * width * 3);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const value = modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return { width, height: width, data };
}

describe("the transfer link's QR code", () => {
  it("reads back as the whole link, fragment and key included", () => {
    const link =
      "https://sinema.example/listem#aktar=Xq3v9KpL2mTaB7cD9eF1gH.Hk4xT1bV8nQ2sR6uW0yZ3cE5gI7jL9oN1pS4vX6zA8";
    const modules = qrModules(link);
    expect(decodeQR(bitmap(modules))).toBe(link);
  });

  it("keeps a quiet zone of 4 light modules and fits a 200 px square at 4 px a module or near it", () => {
    const modules = qrModules(
      `http://localhost:5000/listem#aktar=${"A".repeat(22)}.${"k".repeat(43)}`,
    );
    expect(modules.length).toBeLessThanOrEqual(57);
    for (const edge of [modules[0]!, modules[3]!, modules.map((row) => row[0]!)]) {
      expect(edge.every((dark) => !dark)).toBe(true);
    }
    expect(modules[4]![4]).toBe(true);
  });
});
