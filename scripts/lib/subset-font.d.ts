// The `subset-font` package ships no types: the part scripts/subset-fonts.mjs uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: "truetype" | "woff" | "woff2" | "sfnt";
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
    },
  ): Promise<Uint8Array>;
}
