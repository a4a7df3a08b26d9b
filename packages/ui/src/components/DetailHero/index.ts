export { DetailHero, type DetailHeroProps } from "./DetailHero";
