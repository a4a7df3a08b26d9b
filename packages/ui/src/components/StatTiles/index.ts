export { StatTiles, type StatTile, type StatTilesProps } from "./StatTiles";
